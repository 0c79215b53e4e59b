% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): memberchk nested
:- use_module(library(lists)).
0.5::p(a). 0.5::p(b).
l(L) :- findall(X, (member(X, [a, b, a]), memberchk(X, [a, b]), p(X)), L).
query(l(_)).
