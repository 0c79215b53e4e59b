% written for this corpus by a find-only hunt (session 22; library(apply) and meta-calls)
% combined score over two lists with foldl/6
:- use_module(library(apply)).
0.6::weight(w2, 2) ; 0.4::weight(w2, 3).
weights(W) :- weight(w2, X), W = [1, X, 1].
marks([3, 4, 5]).
acc(W, M, A0, A) :- A is A0 + W * M.
score(S) :- weights(W), marks(M), foldl(acc, W, M, 0, S).
query(score(S)).
