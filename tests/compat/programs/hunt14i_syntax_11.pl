% operators as functors
t1(X) :- X is +(1, 2).
t2(X) :- X is -(5, 3).
t3(X) :- X is *(2, +(1, 1)).
t4(X) :- X = +(1, 2).
query(t1(_)).
query(t2(_)).
query(t3(_)).
query(t4(_)).
