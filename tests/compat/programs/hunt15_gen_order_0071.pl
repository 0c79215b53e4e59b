% generated clause-order program, seed 71
r(c0, a, X) :- X = f(a), t.
0.4::r(c1, 1.0, X) :- X = "s".
r(c2, 1, X) :- X = f(b).
0.5::r(c3, f(Z), X) :- X = g(1,2), Z = [1,2].
r(c4, a, X) :- X = 2.
0.5::r(c5, f(b), X) :- X = f(b), t.
r(c6, X, Y) :- X = g(1,2), Y = [1,2].
r(c7, f(b), X) :- X = f(a).
0.5::r(c8, Y, f(b)) :- Y = b.
r(c9, 1.0, Z) :- Z = a.
0.4::r(c10, Y, "s") :- Y = f(a).
0.7::t.
q0(L) :- findall(C, r(C, 1, a), L).
q1(L) :- findall(C, r(C, _, f(b)), L).
q2(L) :- findall(C, r(C, g(1,2), f(b)), L).
query(q0(_)).
query(q1(_)).
query(q2(_)).
