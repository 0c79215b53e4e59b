% Operators as list items and arguments, used as data.
:- use_module(library(lists)).
ops([+, -, *, /]).
apply_op(Op, X, Y, Z) :- E =.. [Op, X, Y], Z is E.
result(Op, Z) :- ops(L), member(Op, L), apply_op(Op, 12, 4, Z).
query(result(_, _)).
