% generated: mixture: recursion + ADs + arithmetic + negation + evidence
step(0). step(1). step(2).
0.8::ok(T) :- step(T).
0.3::m(T, up); 0.4::m(T, down) :- step(T).
pos(0, 0).
pos(T1, P1) :- step(T1), T1 > 0, T1 =< 2, T is T1 - 1, pos(T, P), m(T, up), ok(T), P1 is P + 1.
pos(T1, P1) :- step(T1), T1 > 0, T1 =< 2, T is T1 - 1, pos(T, P), m(T, down), P1 is P - 1.
pos(T1, P) :- step(T1), T1 > 0, T1 =< 2, T is T1 - 1, pos(T, P), \+ m(T, up), \+ m(T, down).
high(T) :- between(1, 2, T), pos(T, P), P > 0.
never_up :- \+ (step(T), m(T, up)).
still(T) :- step(T), \+ m(T, up), \+ m(T, down).
query(pos(_,_)).
evidence(ok(0), false).
evidence(m(1, down), false).
