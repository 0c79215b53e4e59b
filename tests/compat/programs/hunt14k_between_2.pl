% between/3 generating inside a probabilistic sum
0.5::d(1). 0.5::d(2).
s(S) :- d(A), between(A, 3, B), S is A * B.
c(N) :- findall(X, between(1, 0, X), L), length(L, N).
query(s(_)). query(c(_)).
