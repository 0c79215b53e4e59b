% enum_groups/3 with unsorted, interleaved keys over a probabilistic list
:- use_module(library(lists)).
0.5::d([b-1, a-2, b-3]). 0.5::d([c-9]).
g(K, V) :- d(L), enum_groups(L, K, V).
query(g(_, _)).
