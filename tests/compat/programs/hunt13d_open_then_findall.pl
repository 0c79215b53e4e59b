0.4::pick(1); 0.6::pick(2).
tot(L) :- findall(V, pick(V), L).
query(pick(_)).
query(tot(_)).
evidence(pick(1)).
