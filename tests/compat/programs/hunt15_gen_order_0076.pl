% generated clause-order program, seed 76
0.5::r(c0, 2, a) :- t.
0.5::r(c1, Y, b) :- Y = f(a), t.
0.4::r(c2, a, Y) :- Y = 1.0.
r(c3, f(X), Y) :- X = b, Y = g(1,2), t.
0.5::r(c4, Z, Z) :- Z = 1.0, t.
0.5::r(c5, b, X) :- X = [1,2], t.
r(c6, g(1,2), f(Y)) :- Y = a.
0.5::r(c7, 2, 1.0).
0.4::r(c8, Z, Z) :- Z = a, t.
r(c9, Z, X) :- X = "s", Z = "s".
0.7::t.
q0(L) :- findall(C, r(C, f(a), 1.0), L).
q1(L) :- findall(C, r(C, _, 1.0), L).
q2(L) :- findall(C, r(C, a, _), L).
query(q0(_)).
query(q1(_)).
query(q2(_)).
