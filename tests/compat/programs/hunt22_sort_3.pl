% sorting pairs with sort/2 and reverse/2 for a leaderboard, max_member(+List, -Max) in ProbLog's argument order, over probabilistic scores
:- use_module(library(lists)).
0.5::score(ann, 3); 0.5::score(ann, 5).
0.4::score(bob, 5); 0.6::score(bob, 2).
score(cy, 4).
board(B) :- findall(S-P, score(P, S), L), sort(L, A), reverse(A, B).
winner(W) :- board([_-W|_]).
top(S) :- findall(X, score(_, X), L), max_member(L, S).
keys(K) :- board(B), findall(X, member(X-_, B), K).
query(winner(_)).
query(top(_)).
query(keys(_)).
