% call/1 of goals built at run time: a negation, a probabilistic atom, call/N with extra arguments
0.6::a. 0.3::b(1). 0.5::b(2).
run(G) :- call(G).
z :- G = (\+ a), run(G).
w(X) :- G = b(X), run(G).
v(X) :- G = b, call(G, X), \+ a.
query(z). query(w(_)). query(v(_)).
