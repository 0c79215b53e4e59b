% classic Prolog list puzzles: subsets that sum to a target (sum_list over subset enumeration), with item presence probabilistic
:- use_module(library(lists)).
0.8::item(3). 0.5::item(5). 0.6::item(2). 0.3::item(7). item(1).
items(L) :- findall(X, item(X), L).
subset_([], []).
subset_([X|T], [X|S]) :- subset_(T, S).
subset_([_|T], S) :- subset_(T, S).
hits(T, N) :- items(L), findall(S, (subset_(L, S), sum_list(S, T)), Ss), length(Ss, N).
reach(T) :- items(L), subset_(L, S), sum_list(S, T).
query(reach(10)).
query(reach(4)).
query(hits(8, _)).
