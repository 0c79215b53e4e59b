0.4::pick(1); 0.6::pick(2).
t :- findall(V, pick(V), [1]).
query(t).
query(pick(_)).
evidence(pick(1)).
