% primes by trial division
prime(2).
prime(N) :- between(3, 60, N), N mod 2 =\= 0, \+ has_factor(N, 3).
has_factor(N, F) :- F * F =< N, N mod F =:= 0.
has_factor(N, F) :- F * F =< N, F2 is F + 2, has_factor(N, F2).
query(prime(_)).
