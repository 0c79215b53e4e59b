% collatz sequence length
collatz(1, 0).
collatz(N, S) :- N > 1, N mod 2 =:= 0, M is N // 2, collatz(M, S0), S is S0 + 1.
collatz(N, S) :- N > 1, N mod 2 =:= 1, M is 3 * N + 1, collatz(M, S0), S is S0 + 1.
query(collatz(27, _)).
query(collatz(6, _)).
