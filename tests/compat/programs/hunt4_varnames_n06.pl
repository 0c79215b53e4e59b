t(X, Y, Z) :- Y = g(X), true, Z = h(Y, _).
query(t(_, _, _)).
t2(X) :- t(X, _, _).
query(t2(_)).
t3(Y) :- t(_, Y, _).
query(t3(_)).
