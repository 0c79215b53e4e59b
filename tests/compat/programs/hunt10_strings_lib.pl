% hunt10: library(string) predicates
:- use_module(library(string)).
0.5::w(hello). 0.5::w(world).
j(S) :- findall(X, w(X), L), join(',', L, S).
c(S) :- w(X), concat([X, '_', done], S).
query(j(_)). query(c(_)).
