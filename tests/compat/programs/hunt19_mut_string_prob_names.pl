% hunt19: a mutant of string_prob_names.pl: list-swap clause 6 goal 3 length/2; prob-expr clause 4 0.7*1 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
:- use_module(library(string)).
0.5::first(ann).
0.5::first(bo).
0.7*1::last(lee).
full(N) :- first(F), last(L), join('_', [F, L], N).
short(N) :- full(N), str2lst(N, C), length(C, N_5x2), K = N_5x2, K < 7.
query(full(_)).
query(short(_)).
