:- use_module(library(cut)).
r(1, X) :- X > 10.
r(2, X) :- X > 5.
r(3, _).
0.5::v(3). 0.5::v(7). 0.5::v(12).
cls(X, C) :- v(X), cut(r(X), C).
query(cls(_, _)).
