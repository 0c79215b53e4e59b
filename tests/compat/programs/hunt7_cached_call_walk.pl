% hunt7: evidence on a derived atom over a recursive random walk: answers the evidence's grounding made are listed with 0
step(0). step(1). step(2).
0.3::ok(T) :- step(T).
0.3::m(T, up); 0.4::m(T, down) :- step(T).
pos(0, 0).
pos(T1, P1) :- step(T1), T1 > 0, T1 =< 2, T is T1 - 1, pos(T, P), m(T, up), ok(T), P1 is P + 1.
pos(T1, P) :- step(T1), T1 > 0, T1 =< 2, T is T1 - 1, pos(T, P), \+ m(T, up), \+ m(T, down).
high(T) :- pos(T, P), P >= 1.
query(pos(2,_)).
evidence(high(1)).
