% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): member repeat certain
:- use_module(library(lists)).
p(a). p(b). 0.5::q.
l(L) :- findall(X, (member(X, [b, a, b, a]), p(X)), L).
m(L) :- findall(X, (member(X, [b, a, b]), q), L).
query(l(_)). query(m(_)).
