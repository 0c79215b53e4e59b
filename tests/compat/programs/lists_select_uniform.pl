% select_uniform/4: each element with probability 1/N; the same ID gives the same choice.
:- use_module(library(lists)).
pick(X) :- select_uniform(id1, [a, b, c, d], X, _).
rest(R) :- select_uniform(id1, [a, b, c, d], b, R).
twice_same :- select_uniform(id2, [x, y], A, _), select_uniform(id2, [x, y], B, _), A == B.
two_ids_equal :- select_uniform(id3, [x, y], A, _), select_uniform(id4, [x, y], A, _).
query(pick(_)). query(rest(_)). query(twice_same). query(two_ids_equal).
