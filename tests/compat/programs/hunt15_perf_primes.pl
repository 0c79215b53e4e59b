% primes below 400 by trial division, then a probabilistic pick among the twin primes
prime(2).
prime(N) :- between(3, 400, N), N mod 2 =\= 0, \+ has_factor(N, 3).
has_factor(N, F) :- F * F =< N, N mod F =:= 0.
has_factor(N, F) :- F * F =< N, F2 is F + 2, has_factor(N, F2).
twin(P) :- prime(P), Q is P + 2, prime(Q).
0.1::lucky(P) :- twin(P).
any_lucky :- lucky(_).
query(any_lucky).
