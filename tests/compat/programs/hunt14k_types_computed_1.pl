% type checks on computed values: / gives float, // int, float of int, max of mixed
0.5::a(4). 0.5::a(3).
isint(Y) :- a(X), Y is X / 2, integer(Y).
isflt(Y) :- a(X), Y is X / 2, float(Y).
idiv(Y) :- a(X), Y is X // 2, integer(Y).
mx(Y) :- a(X), Y is max(X, 3.5), number(Y).
f1(Y) :- a(X), Y is float(X), float(Y).
query(isint(_)). query(isflt(_)). query(idiv(_)). query(mx(_)). query(f1(_)).
