% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% arithmetic loops: Collatz lengths of 1..300 decide which coins matter
collatz(1, 0).
collatz(N, S) :- N > 1, N mod 2 =:= 0, M is N // 2, collatz(M, S0), S is S0 + 1.
collatz(N, S) :- N > 1, N mod 2 =:= 1, M is 3 * N + 1, collatz(M, S0), S is S0 + 1.
long(N) :- between(1, 300, N), collatz(N, S), S > 110.
0.1::lucky(N) :- long(N).
any_lucky :- lucky(_).
n_long(K) :- findall(N, long(N), L), length(L, K).
query(any_lucky).
query(n_long(_)).
