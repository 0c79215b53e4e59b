:- use_module(library(lists)).
e(X, t) :- X = q.
e(p, t).
e(r, t).
s(R) :- findall(X, e(X, t), L), select(p, L, R).
n(N) :- findall(X, e(X, t), L), nth0(N, L, r).
query(s(_)). query(n(_)).
