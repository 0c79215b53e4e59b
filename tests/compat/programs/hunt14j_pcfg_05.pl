% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a PCFG for arithmetic expressions, probability of each string of up to 5 tokens
:- use_module(library(lists)).
0.4::e_rule(D, P, num); 0.3::e_rule(D, P, plus); 0.3::e_rule(D, P, times) :- true.
0.5::digit(D, P, one); 0.5::digit(D, P, two) :- true.
expr(D, P, [X]) :- e_rule(D, P, num), digit(D, P, X).
expr(D, P, L) :- D > 0, e_rule(D, P, plus), D1 is D - 1, expr(D1, [l|P], A), expr(D1, [r|P], B), append(A, [+|B], L).
expr(D, P, L) :- D > 0, e_rule(D, P, times), D1 is D - 1, expr(D1, [l|P], A), expr(D1, [r|P], B), append(A, [*|B], L).
query(expr(2, [], [one])).
query(expr(2, [], [one, +, two])).
query(expr(2, [], [one, *, two, +, one])).
query(expr(2, [], [two, *, two])).
