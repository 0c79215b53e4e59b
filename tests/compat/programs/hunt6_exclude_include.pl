% hunt6 (ProbLog compatibility, 6th hunt): exclude include
:- use_module(library(apply)).
:- use_module(library(lists)).
big(X) :- X > 2.
r(a, L) :- exclude(big, [1,2,3,4], L).
r(b, L) :- include(big, [1,2,3,4], L).
r(c, L) :- partition(big, [1,5,2,6], I, E), L = I-E.
r(d, L) :- maplist(succ, [1,2,3], L).
query(r(_,_)).
