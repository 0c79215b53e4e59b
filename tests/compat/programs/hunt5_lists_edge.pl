% library(lists) on edge cases: empty lists, first-occurrence order, modes
:- use_module(library(lists)).
t(1, X) :- sum_list([], X).
t(2, X) :- max_list([], X).
t(3, X) :- numlist(2, 2, X).
t(4, X) :- reverse([], X).
t(5, X) :- flatten([], X).
t(6, X) :- subtract([], [a], X).
t(7, X) :- intersection([], [a], X).
t(8, X) :- union([], [a], X).
t(9, X) :- delete([], a, X).
t(10, X) :- delete([a, b, a], a, X).
t(11, X) :- permutation([], X).
t(12, X) :- last([], X).
t(13, X) :- nth0(0, [], X).
t(17, X) :- max_member([3, 1, 2], X).
t(18, X) :- min_list([3, 1, 2], X).
t(19, X) :- list_to_set([a], X).
t(20, X) :- select(b, [a, b, c, b], X).
t(21, X) :- subset([a], [b, a]), X = yes.
t(22, X) :- is_set([a, b]), X = yes.
t(23, X) :- proper_length([a, b], X).
t(24, X) :- same_length([a, b], X).
t(25, X) :- nextto(a, X, [a, b, a, c]).
t(26, X) :- flatten([a, [b, [c]], [[]]], X).
t(28, X) :- sum_list([1, 2.5], X).
t(29, X) :- prefix(X, [a, b]).
t(31, X) :- enum_groups([a, b, a], [1, 2, 3], G, V), X = G-V.
t(32, X) :- selectchk(a, [b, a, a], X).
query(t(_, _)).
