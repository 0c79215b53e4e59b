% library(lists) predicates with probabilistic choice of lists
:- use_module(library(lists)).
0.5::l([3,1,2]); 0.5::l([2,2]).
r(rev, R) :- l(L), reverse(L, R).
r(last, X) :- l(L), last(L, X).
r(max, X) :- l(L), max_list(L, X).
r(min, X) :- l(L), min_list(L, X).
r(sum, X) :- l(L), sum_list(L, X).
r(nth, X) :- l(L), nth0(1, L, X).
r(nth1, X) :- l(L), nth1(1, L, X).
r(del, X) :- l(L), delete(L, 2, X).
r(perm, X) :- l(L), permutation(L, X).
r(sel, X) :- l(L), select(2, L, X).
r(list_to_set, X) :- l(L), list_to_set(L, X).
query(r(_, _)).
