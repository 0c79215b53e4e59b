% written for this corpus by a find-only hunt (session 21; b05_cards)
:- use_module(library(lists)).
card(C) :- member(C, [ace, king, queen, jack, ten]).
draw_first(C) :- select_uniform(d1, [ace, king, queen, jack, ten], C, _).
draw_two(A, B) :- select_uniform(d1, [ace, king, queen, jack, ten], A, R), select_uniform(d2, R, B, _).
pair_high :- draw_two(A, B), member(A, [ace, king]), member(B, [ace, king]).
query(draw_first(_)).
query(draw_two(ace, _)).
query(pair_high).
