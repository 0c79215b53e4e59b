% written for this corpus by a find-only hunt (session 22; library(apply) and meta-calls)
% counting with succ/2 and plus/3
0.5::extra(a). 0.5::extra(b).
base(2).
count(N) :- base(B), findall(x, extra(_), L), length(L, K), plus(B, K, N).
next(M) :- count(N), succ(N, M).
prev(P) :- count(N), succ(P, N).
query(count(N)).
query(next(M)).
query(prev(P)).
