% include/3, exclude/3 and partition/4 with a probabilistic test.
:- use_module(library(apply)).
0.6::good(1). 0.2::good(2). good(3).
kept(L) :- include(good, [1, 2, 3], L).
dropped(L) :- exclude(good, [1, 2, 3], L).
parts(I, E) :- partition(good, [1, 2, 3], I, E).
query(kept(_)). query(dropped(_)). query(parts(_, _)).
