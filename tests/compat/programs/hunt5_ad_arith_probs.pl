% probabilities computed by arithmetic in the body
w(a, 0.2). w(b, 0.5). w(c, 0.9).
P::on(X) :- w(X, P).
Q::off(X) :- w(X, P), Q is 1 - P.
P::both(X, Y) :- w(X, P1), w(Y, P2), X @< Y, P is P1 * P2.
query(on(_)). query(off(_)). query(both(_, _)).
