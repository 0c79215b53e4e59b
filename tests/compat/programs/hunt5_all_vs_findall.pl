% all/3 against findall/3 on the same probabilistic goal
0.5::p(1). 0.5::p(2).
q(X) :- p(X).
q(X) :- p(X), X > 1.
a(L) :- all(X, q(X), L).
f(L) :- findall(X, q(X), L).
query(a(_)). query(f(_)).
