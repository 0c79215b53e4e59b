% sieve of eratosthenes on lists
range(L, H, []) :- L > H.
range(L, H, [L|T]) :- L =< H, L1 is L + 1, range(L1, H, T).
sieve([], []).
sieve([P|Xs], [P|Ps]) :- remove(P, Xs, Ys), sieve(Ys, Ps).
remove(_, [], []).
remove(P, [X|Xs], Ys) :- X mod P =:= 0, remove(P, Xs, Ys).
remove(P, [X|Xs], [X|Ys]) :- X mod P =\= 0, remove(P, Xs, Ys).
primes(N, Ps) :- range(2, N, L), sieve(L, Ps).
query(primes(50, _)).
