% hunt12: sort/2 of multi-digit numbers follows ProbLog 2.3's standard order (two different numbers compare by their text)
:- use_module(library(lists)).
0.6::score(alice, 12).
0.7::score(bob, 9).
0.5::score(carol, 100).
0.4::score(dave, 9).
scores(S) :- findall(X, score(_, X), L), sort(L, S).
top(X) :- scores(S), last(S, X).
query(scores(_)).
query(top(_)).
