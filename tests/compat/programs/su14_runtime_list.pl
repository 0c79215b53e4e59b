% sample_uniform1/3 with a list built at run time, and a bound pattern with variables
pick(N, X) :- numlist_(1, N, L), sample_uniform1(pick(N), L, X).
numlist_(H, H, [H]).
numlist_(L, H, [L|T]) :- L < H, L1 is L + 1, numlist_(L1, H, T).
query(pick(3, X)).
query(pick(5, 5)).
g :- sample_uniform1(g, [f(1, a), f(2, b)], f(N, _)), N > 1.
query(g).
