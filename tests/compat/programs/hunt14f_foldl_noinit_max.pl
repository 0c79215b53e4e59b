% written for this corpus by a find-only hunt (session 23; library(lists) and library(apply))
% Highest bid among the bidders present, with foldl_noinit/3 and scanl/5
:- use_module(library(apply)).
:- use_module(library(lists)).
0.7::present(ann). 0.5::present(bob). 0.9::present(cid).
bid(ann, 40). bid(bob, 65). bid(cid, 55).
mx(X, A, B) :- B is max(X, A).
best(B) :- findall(V, (present(P), bid(P, V)), L), L \= [], foldl_noinit(mx, L, B).
pairs_sum(X, Y, A, B) :- B is A + X * Y.
dot(D) :- scanl(pairs_sum, [1, 2, 3], [4, 5, 6], 0, L), last(L, D).
query(best(_)).
query(dot(_)).
