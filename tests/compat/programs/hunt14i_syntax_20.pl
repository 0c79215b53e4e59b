% directive with a conjunction sequence
:- use_module(library(lists)), use_module(library(apply)).
p(L) :- maplist(succ, [1, 2, 3], L).
q(S) :- sum_list([1, 2, 3], S).
query(p(_)).
query(q(_)).
