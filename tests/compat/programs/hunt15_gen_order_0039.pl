% generated clause-order program, seed 39
r(c0, f(X)) :- X = g(1,2).
0.4::r(c1, Y) :- Y = f(b).
0.5::r(c2, a).
r(c3, f(b)).
0.5::r(c4, X) :- X = "s".
0.5::r(c5, X) :- X = g(1,2), t.
0.4::r(c6, X) :- X = a.
0.7::t.
q0(L) :- findall(C, r(C, [1,2]), L).
q1(L) :- findall(C, r(C, [1,2]), L).
q2(L) :- findall(C, r(C, f(b)), L).
query(q0(_)).
query(q1(_)).
query(q2(_)).
