% written for this corpus by a find-only hunt (session 23; library(lists) and library(apply))
% Loot table: weighted draws with select_weighted/4 and select_weighted/5, twice
:- use_module(library(lists)).
loot(1, [gold, sword, potion], [5, 1, 4]).
drop(X) :- loot(1, Items, Ws), select_weighted(drop1, Ws, Items, X, _).
two(X, Y) :- loot(1, Items, Ws), select_weighted(d1, Ws, Items, X, R), select_weighted(d2, [1, 1], R, Y, _).
query(drop(_)).
query(two(sword, _)).
