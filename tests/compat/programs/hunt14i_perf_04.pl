% primes below 120 by trial division
prime(N) :- between(2, 120, N), \+ (between(2, N, D), D * D =< N, N mod D =:= 0).
count(C) :- findall(P, prime(P), L), length(L, C).
query(count(_)).
