0.4::pick(1); 0.6::pick(2).
tot(L) :- all(V, pick(V), L).
query(tot(_)).
query(pick(_)).
evidence(pick(1)).
