% generated clause-order program, seed 3
0.5::r(c0, Z) :- Z = 1.0, t.
0.5::r(c1, Y) :- Y = "s", t.
0.4::r(c2, [1,2]) :- t.
r(c3, 1).
0.5::r(c4, "s") :- t.
r(c5, b) :- t.
r(c6, f(a)) :- t.
0.4::r(c7, Z) :- Z = g(1,2).
0.4::r(c8, g(1,2)) :- t.
0.5::r(c9, f(X)) :- X = b, t.
0.4::r(c10, f(a)).
0.7::t.
q0(L) :- findall(C, r(C, "s"), L).
q1(L) :- findall(C, r(C, 1), L).
q2(L) :- findall(C, r(C, f(a)), L).
query(q0(_)).
query(q1(_)).
query(q2(_)).
