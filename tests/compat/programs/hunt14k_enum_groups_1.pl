% enum_groups/3 and /4
:- use_module(library(lists)).
g3(K, V) :- enum_groups([a-1, b-2, a-3], K, V).
g4(K, V) :- enum_groups([x, y, x], [1, 2, 3], K, V).
ge(K, V) :- enum_groups([], K, V).
query(g3(_, _)). query(g4(_, _)). query(ge(_, _)).
