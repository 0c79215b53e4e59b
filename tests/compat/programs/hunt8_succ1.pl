% hunt8: succ1 (hand-written: library/query/evidence forms in a probabilistic program)
0.5::step(0).
0.5::step(N) :- between(1, 3, N).
reach(0) :- step(0).
reach(N) :- reach(M), succ(M, N), N =< 3, step(N).
query(reach(_)).
