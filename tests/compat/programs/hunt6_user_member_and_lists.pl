% hunt6 (ProbLog compatibility, 6th hunt): user member and lists
:- use_module(library(lists)).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
0.5::p(a). 0.5::p(b).
l(L) :- findall(X, (member(X, [a, b]), p(X)), L).
in(X) :- member(X, [a, b, a]).
query(l(_)). query(in(_)).
