0.4::pick(1); 0.6::pick(2).
tot(L) :- findall(V, pick(V), L).
query(tot([1])).
query(pick(_)).
evidence(pick(1)).
