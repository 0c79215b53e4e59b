% all/3: one element per distinct solution; fails instead of giving []
0.3::p(1). 0.6::p(2). 0.5::p(1).
q(L) :- all(X, p(X), L).
query(q(_)).
