% sample_uniform1/3: three coins keyed by name; counting heads with findall/3 over the bound choices
coin(C, S) :- sample_uniform1(C, [heads, tails], S).
all_heads :- coin(c1, S1), coin(c2, S2), coin(c3, S3), S1 == heads, S2 == heads, S3 == heads.
nheads(N) :- coin(c1, A), coin(c2, B), coin(c3, C), findall(x, (mem(Y, [A, B, C]), Y == heads), L), length(L, N).
mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
query(all_heads).
query(nheads(N)).
