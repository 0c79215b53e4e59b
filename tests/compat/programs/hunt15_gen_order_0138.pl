% generated clause-order program, seed 138
r(c0, f(a)).
r(c1, X) :- X = [1,2], t.
r(c2, 2).
r(c3, "s").
r(c4, Y) :- Y = f(b).
0.4::r(c5, Y) :- Y = g(1,2).
0.5::r(c6, f(a)).
0.4::r(c7, Y) :- Y = a.
r(c8, g(1,2)) :- t.
0.7::t.
q0(L) :- findall(C, r(C, "s"), L).
q1(L) :- findall(C, r(C, g(1,2)), L).
q2(L) :- findall(C, r(C, _), L).
query(q0(_)).
query(q1(_)).
query(q2(_)).
