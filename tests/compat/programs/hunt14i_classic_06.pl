% ackermann
ack(0, N, R) :- R is N + 1.
ack(M, 0, R) :- M > 0, M1 is M - 1, ack(M1, 1, R).
ack(M, N, R) :- M > 0, N > 0, M1 is M - 1, N1 is N - 1, ack(M, N1, R1), ack(M1, R1, R).
query(ack(2, 3, _)).
query(ack(1, 5, _)).
query(ack(0, 0, _)).
