% all/3 and a sum over a list whose order follows ProbLog's clause index
:- use_module(library(lists)).
0.4::score(team1, X) :- X = 3.
0.6::score(team1, 1).
0.5::score(team1, 2).
scores(L) :- all(S, score(team1, S), L).
first(F) :- findall(S, score(team1, S), [F|_]).
query(scores(_)). query(first(_)).
