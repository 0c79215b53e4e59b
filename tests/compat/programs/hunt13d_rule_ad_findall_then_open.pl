0.5::d(a). 0.5::d(b).
0.4::pick(X, 1); 0.6::pick(X, 2) :- d(X).
tot(L) :- findall(V, pick(_, V), L).
query(tot(_)).
query(pick(_, _)).
evidence(pick(a, 1)).
