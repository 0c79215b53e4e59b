% written for this corpus by a find-only hunt (session 22; dice, coins, urns, cards)
% loot table: weighted selection without replacement
:- use_module(library(lists)).
loot([5-sword, 3-shield, 2-potion]).
first_loot(X) :- loot(L), select_weighted(box1, L, X, _).
two_loot(X, Y) :- loot(L), select_weighted(box1, L, X, R), select_weighted(box2, R, Y, _).
query(first_loot(X)).
query(two_loot(sword, Y)).
