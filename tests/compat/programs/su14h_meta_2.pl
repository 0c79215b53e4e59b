% a meta-interpreter that counts proof depth, queried for several depths
0.5::f(1). 0.5::f(2).
g(X) :- f(X).
h(X) :- g(X), f(1).
prove(true, 0).
prove((A, B), D) :- prove(A, DA), prove(B, DB), D is max(DA, DB).
prove(f(X), 1) :- f(X).
prove(G, D) :- G \= true, G \= (_, _), G \= f(_), clause(G, B), prove(B, D0), D is D0 + 1.
query(prove(h(X), D)).
