% findall/3 over probabilistic facts: one list per world, in clause order
0.3::p(1). 0.6::p(2). 0.5::p(3).
q(L) :- findall(X, p(X), L).
query(q(_)).
