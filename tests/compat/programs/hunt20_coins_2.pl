% coins: a coin whose bias is one of three values (AD over biases) and the chance of n heads in a row
0.2::bias(0.1); 0.5::bias(0.5); 0.3::bias(0.9).
P::heads(N) :- bias(P), between(1, 4, N).
run(0).
run(N) :- N > 0, heads(N), M is N - 1, run(M).
query(run(2)).
query(run(4)).
evidence(heads(1)).
query(bias(_)).
