% is_list/1 (ProbLog's: partial lists count) as a closure, and the lengths of what it keeps
:- use_module(library(apply)).
:- use_module(library(lists)).
0.5::extra.
items([[a|_], b, [], [c], f(x)]) :- extra.
items([[a, b], [c|d]]) :- \+ extra.
kept(N) :- items(Xs), include(is_list, Xs, Ks), length(Ks, N).
dropped(N) :- items(Xs), exclude(is_list, Xs, Ds), length(Ds, N).
query(kept(_)). query(dropped(_)).
