p(X) :- q(X, _).
q(Y, Y).
q(f(Z), Z).
query(p(_)).
query(q(_, a)).
