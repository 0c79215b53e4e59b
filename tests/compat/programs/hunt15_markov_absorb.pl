% a random walk on a line with absorbing ends, tabled through cycles of positions
0.5::right(P) ; 0.5::left(P) :- pos(P).
pos(1). pos(2). pos(3).
step(P, Q) :- pos(P), right(P), Q is P + 1.
step(P, Q) :- pos(P), left(P), Q is P - 1.
reach(P, P).
reach(P, R) :- step(P, Q), reach(Q, R).
query(reach(2, 0)). query(reach(2, 4)). query(reach(1, 3)). query(reach(3, _)).
