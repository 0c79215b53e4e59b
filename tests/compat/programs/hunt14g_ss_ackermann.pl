% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% Sterling & Shapiro's Ackermann function: deep deterministic recursion under a probabilistic choice
0.6::arg(2, 3); 0.4::arg(3, 3).
ack(0, N, R) :- R is N + 1.
ack(M, 0, R) :- M > 0, M1 is M - 1, ack(M1, 1, R).
ack(M, N, R) :- M > 0, N > 0, M1 is M - 1, N1 is N - 1, ack(M, N1, R1), ack(M1, R1, R).
val(R) :- arg(M, N), ack(M, N, R).
query(val(_)).
