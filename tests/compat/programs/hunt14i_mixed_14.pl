% primes among random numbers with a recursive test
prime(N) :- N > 1, \+ divisible(N, 2).
divisible(N, D) :- D * D =< N, N mod D =:= 0.
divisible(N, D) :- D * D =< N, D1 is D + 1, divisible(N, D1).
1/10::n(X) :- between(11, 20, X).
pick(X) :- n(X), \+ (n(Y), Y \= X).
prime_pick :- pick(X), prime(X).
query(prime_pick).
query(pick(13)).
