0.4::pick(1); 0.6::pick(2).
none :- \+ (findall(V, pick(V), L), L = [2]).
query(none).
query(pick(_)).
evidence(pick(1)).
