% written for this corpus by a find-only hunt (session 23; PRISM/ICL-style switches and choices)
% PRISM-style switches declared as a table of values and probabilities (set_sw ported as facts)
sw(coin, [h-0.6, t-0.4]).
sw(die, [1-0.1, 2-0.1, 3-0.2, 4-0.2, 5-0.2, 6-0.2]).
P::msw(S, V, I) :- sw(S, L), member(V-P, L), between(1, 3, I).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
game(I, win) :- msw(coin, h, I), msw(die, V, I), V >= 5.
any_win :- game(_, win).
query(game(1, win)).
query(any_win).
query(msw(die, 6, 2)).
