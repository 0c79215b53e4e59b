0.4::pick(1); 0.6::pick(2).
0.5::q.
p(X) :- pick(X), q.
tot(L) :- findall(V, p(V), L).
query(tot(_)).
query(p(_)).
evidence(pick(1)).
