% probabilistic clause with an empty-ish body true
:- use_module(library(lists)).
0.3::a :- true.
0.4::b(X) :- member(X, [1, 2]).
query(a).
query(b(_)).
