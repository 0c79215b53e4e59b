0.4::pick(1); 0.6::pick(2).
p(X) :- pick(X).
tot(L) :- findall(V, p(V), L).
w(X) :- p(X), tot(_).
query(tot(_)).
query(w(_)).
evidence(pick(1)).
