% a probabilistic chain 300 long: reach the end
0.99::step(N) :- between(1, 300, N).
reach(300).
reach(N) :- N < 300, step(N), M is N + 1, reach(M).
query(reach(1)).
query(reach(150)).
query(reach(299)).
