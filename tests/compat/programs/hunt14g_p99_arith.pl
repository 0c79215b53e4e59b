% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% "99 Prolog problems" P31-P41: primes, gcd, totient, goldbach; a number drawn uniformly
is_prime(2).
is_prime(3).
is_prime(P) :- P > 3, P mod 2 =\= 0, \+ has_factor(P, 3).
has_factor(N, L) :- N mod L =:= 0.
has_factor(N, L) :- L * L < N, L2 is L + 2, has_factor(N, L2).
gcd(X, 0, X) :- X > 0.
gcd(X, Y, G) :- Y > 0, Z is X mod Y, gcd(Y, Z, G).
coprime(X, Y) :- gcd(X, Y, 1).
totient(1, 1).
totient(M, Phi) :- M > 1, t_acc(M, 1, 0, Phi).
t_acc(M, K, A, A) :- K >= M.
t_acc(M, K, A, Phi) :- K < M, coprime(K, M), A1 is A + 1, K1 is K + 1, t_acc(M, K1, A1, Phi).
t_acc(M, K, A, Phi) :- K < M, \+ coprime(K, M), K1 is K + 1, t_acc(M, K1, A, Phi).
goldbach(N, [P,Q]) :- N mod 2 =:= 0, N >= 4, findall(A-B, (between(2, N, A), is_prime(A), B is N - A, B >= A, is_prime(B)), [P-Q|_]).
gb_first(P) :- draw(N), N mod 2 =:= 0, goldbach(N, [P,_]).
0.05::draw(N) :- between(81, 100, N).
prime_drawn :- draw(N), is_prime(N).
tot_drawn(T) :- draw(N), totient(N, T).
query(prime_drawn).
query(gb_first(_)).
query(tot_drawn(40)).
query(tot_drawn(32)).
