0.4::pick(1); 0.6::pick(2).
p(X) :- pick(X).
tot(L) :- findall(V, p(V), L).
query(tot(_)).
query(p(_)).
query(pick(_)).
evidence(pick(1)).
