% operators written as atoms in lists and compared
ops([+, -, *, /]).
apply(+, X, Y, Z) :- Z is X + Y.
apply(-, X, Y, Z) :- Z is X - Y.
apply(*, X, Y, Z) :- Z is X * Y.
apply(/, X, Y, Z) :- Z is X / Y.
res(Op, R) :- ops(L), member(Op, L), apply(Op, 6, 3, R).
:- use_module(library(lists)).
query(res(_, _)).
