:- use_module(library(cut)).
r(1, a).
r(2, b).
r(3, c).
first(X) :- cut(r(_, X)).
query(first(X)).
