% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% arithmetic loops: gcd by Euclid for all pairs in 1..40, a probabilistic pick of one pair per bucket
gcd(A, 0, A).
gcd(A, B, G) :- B > 0, C is A mod B, gcd(B, C, G).
coprime(A, B) :- between(1, 40, A), between(1, 40, B), A < B, gcd(A, B, 1).
0.01::pick(A, B) :- coprime(A, B), A + B =:= 41.
any :- pick(_, _).
ncop(N) :- findall(A-B, coprime(A, B), L), length(L, N).
query(any).
query(ncop(_)).
