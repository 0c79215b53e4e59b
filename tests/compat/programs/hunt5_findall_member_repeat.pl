% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): member repeat
:- use_module(library(lists)).
0.6::p(a). 0.3::p(b).
r(X) :- member(X, [a, b, a]), p(X).
l(L) :- findall(X, r(X), L).
query(l(_)).
