% written for this corpus by a find-only hunt (session 23; library(lists) and library(apply))
% Drawing two cards without replacement with select_uniform/4 (library(lists))
:- use_module(library(lists)).
deck([ace, king, queen, jack]).
draw2(A, B) :- deck(D), select_uniform(d1, D, A, R), select_uniform(d2, R, B, _).
pair_has_ace :- draw2(A, B), (A = ace ; B = ace).
query(draw2(ace, _)).
query(pair_has_ace).
