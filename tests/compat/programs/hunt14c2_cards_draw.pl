% written for this corpus by a find-only hunt (session 22; dice, coins, urns, cards)
% drawing two cards from a small deck without replacement
card(ace). card(king). card(queen). card(jack).
first(C) :- select_uniform(d1, [ace, king, queen, jack], C, _).
second(C2) :- select_uniform(d1, [ace, king, queen, jack], C1, Rest), select_uniform(d2, Rest, C2, _).
pair_has_ace :- select_uniform(d1, [ace, king, queen, jack], C1, Rest), select_uniform(d2, Rest, C2, _), (C1 == ace ; C2 == ace).
:- use_module(library(lists)).
query(first(C)).
query(second(ace)).
query(pair_has_ace).
