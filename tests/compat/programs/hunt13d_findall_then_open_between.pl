0.4::pick(1); 0.6::pick(2).
tot(L) :- findall(V, pick(V), L).
other(X) :- between(1, 2, X).
query(tot(_)).
query(other(_)).
query(pick(_)).
evidence(pick(1)).
