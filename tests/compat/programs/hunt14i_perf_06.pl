% ackermann(2, 7) and fib(22) with tabling-friendly recursion
ack(0, N, R) :- R is N + 1.
ack(M, 0, R) :- M > 0, M1 is M - 1, ack(M1, 1, R).
ack(M, N, R) :- M > 0, N > 0, M1 is M - 1, N1 is N - 1, ack(M, N1, R1), ack(M1, R1, R).
fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, A is N - 1, B is N - 2, fib(A, FA), fib(B, FB), F is FA + FB.
query(ack(2, 7, _)).
query(fib(22, _)).
