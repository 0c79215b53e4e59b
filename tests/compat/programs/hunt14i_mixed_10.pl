% ackermann guarded by a probabilistic switch
ack(0, N, R) :- R is N + 1.
ack(M, 0, R) :- M > 0, M1 is M - 1, ack(M1, 1, R).
ack(M, N, R) :- M > 0, N > 0, M1 is M - 1, N1 is N - 1, ack(M, N1, R1), ack(M1, R1, R).
0.3::big.
val(R) :- big, ack(2, 2, R).
val(R) :- \+ big, ack(1, 1, R).
query(val(_)).
