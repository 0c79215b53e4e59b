% hunt6 (ProbLog compatibility, 6th hunt): length modes
l(1, L) :- length(L, 0).
l(3, yes) :- length([a], 1).
l(4, L) :- length([a|L], 3).
query(l(_, _)).
