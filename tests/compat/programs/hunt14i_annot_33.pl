% probability via between and arithmetic
P::level(N) :- between(1, 4, N), P is N / 10.
any :- level(_).
query(level(_)).
query(any).
