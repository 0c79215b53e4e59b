% library(string): names built in a probabilistic program, then compared
:- use_module(library(string)).
0.5::first(ann). 0.5::first(bo).
0.7::last(lee).
full(N) :- first(F), last(L), join('_', [F, L], N).
short(N) :- full(N), str2lst(N, C), length(C, K), K < 7.
query(full(_)). query(short(_)).
