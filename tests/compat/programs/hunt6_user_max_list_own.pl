% hunt6 (ProbLog compatibility, 6th hunt): user max list own
:- use_module(library(lists)).
max_list([X], X).
max_list([H|T], M) :- max_list(T, M0), (H > M0, M = H ; H =< M0, M = M0).
m(M) :- max_list([3, 9, 2], M).
query(m(_)).
