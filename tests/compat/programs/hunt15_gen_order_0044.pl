% generated clause-order program, seed 44
0.5::r(c0, b, X) :- X = a, t.
0.4::r(c1, b, Z) :- Z = f(a).
0.5::r(c2, f(Y), f(b)) :- Y = b.
0.4::r(c3, X, X) :- X = b, t.
r(c4, Z, f(a)) :- Z = f(b).
0.4::r(c5, 2, Y) :- Y = 2.
0.4::r(c6, Z, f(X)) :- X = f(b), Z = f(b).
r(c7, 1.0, 1).
0.5::r(c8, f(b), a).
0.4::r(c9, X, 1.0) :- X = "s".
r(c10, f(b), g(1,2)).
0.7::t.
q0(L) :- findall(C, r(C, _, b), L).
q1(L) :- findall(C, r(C, [1,2], 1.0), L).
q2(L) :- findall(C, r(C, _, f(a)), L).
query(q0(_)).
query(q1(_)).
query(q2(_)).
