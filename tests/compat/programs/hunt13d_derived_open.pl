0.4::pick(1); 0.6::pick(2).
p(X) :- pick(X).
tot(L) :- findall(V, pick(V), L).
query(tot(_)).
query(p(_)).
evidence(pick(1)).
