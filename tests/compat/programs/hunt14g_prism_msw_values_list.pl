% written for this corpus by a find-only hunt (session 23; PRISM/ICL-style switches and choices)
% PRISM's values/2 declarations and a generic msw over them, ported with nth1 and a uniform AD per trial
:- use_module(library(lists)).
values(die, [1, 2, 3, 4, 5, 6]).
values(coin, [head, tail]).
P::msw(S, I, V) :- values(S, Vs), length(Vs, N), P is 1 / N, member(V, Vs), between(1, 2, I).
two_dice(S) :- msw(die, 1, A), msw(die, 2, B), S is A + B.
query(two_dice(12)).
query(two_dice(7)).
query(msw(coin, 1, _)).
