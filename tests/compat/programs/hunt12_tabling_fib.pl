% hunt12: a tabled deterministic recursion (Fibonacci) next to a probabilistic choice of the index
0.3::idx(10); 0.5::idx(20); 0.2::idx(30).
fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, N1 is N - 1, N2 is N - 2, fib(N1, F1), fib(N2, F2), F is F1 + F2.
val(F) :- idx(N), fib(N, F).
big :- val(F), F > 1000.
query(val(_)).
query(big).
