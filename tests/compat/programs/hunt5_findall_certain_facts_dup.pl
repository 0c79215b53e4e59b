% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): certain facts dup
c(1). c(2). c(1). c(3). c(2).
l(L) :- findall(X, c(X), L).
s(S) :- findall(X, c(X), L), sort(L, S).
n(N) :- findall(X, c(X), L), length(L, N).
query(l(_)). query(s(_)). query(n(_)).
