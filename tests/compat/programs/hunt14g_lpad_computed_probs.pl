% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% probabilities computed in the body, as cplint users write them
weight(a, 3). weight(b, 7). weight(c, 10). weight(d, 1).
P::heavy(X) :- weight(X, W), P is W / 10.
P::light(X) ; Q::medium(X) :- weight(X, W), P is (10 - W) / 20, Q is W / 20.
P::link(X, Y) :- weight(X, A), weight(Y, B), X \== Y, P is 1 / (1 + abs(A - B)).
conn(X, Y) :- link(X, Y).
conn(X, Y) :- link(X, Z), conn(Z, Y).
query(heavy(_)).
query(light(_)).
query(medium(_)).
query(conn(a, _)).
