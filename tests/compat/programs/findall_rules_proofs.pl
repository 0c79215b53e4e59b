% a solution with two proofs appears once per proof that holds; impossible lists have probability 0
0.3::a. 0.6::b.
p(1) :- a. p(1) :- b. p(2) :- a, b.
q(L) :- findall(X, p(X), L).
query(q(_)).
