% generated clause-order program, seed 51
r(c0, 2) :- t.
0.4::r(c1, Y) :- Y = [1,2].
0.4::r(c2, f(b)).
0.5::r(c3, f(Y)) :- Y = a.
r(c4, Y) :- Y = [1,2].
0.4::r(c5, f(b)).
r(c6, f(Z)) :- Z = a.
r(c7, [1,2]) :- t.
r(c8, 1.0).
r(c9, [1,2]).
0.5::r(c10, 2).
0.7::t.
q0(L) :- findall(C, r(C, g(1,2)), L).
q1(L) :- findall(C, r(C, a), L).
q2(L) :- findall(C, r(C, [1,2]), L).
query(q0(_)).
query(q1(_)).
query(q2(_)).
