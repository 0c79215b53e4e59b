% ProbLog string predicates from library(string)
:- use_module(library(string)).
a(L) :- str2lst(abc, L).
b(S) :- lst2str([x, y], S).
c(X) :- concat([ab, cd, ef], X).
query(a(_)). query(b(_)). query(c(_)).
