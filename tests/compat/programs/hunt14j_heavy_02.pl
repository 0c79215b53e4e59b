% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a fibonacci table by naive recursion feeding a probabilistic choice
fib(0, 0). fib(1, 1).
fib(N, F) :- N > 1, A is N - 1, B is N - 2, fib(A, FA), fib(B, FB), F is FA + FB.
0.5::pick(N) :- between(10, 18, N).
big :- pick(N), fib(N, F), F > 1000.
query(big).
query(pick(17)).
