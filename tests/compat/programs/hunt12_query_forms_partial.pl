% hunt12: query forms with a bound and an unbound argument, repeated and overlapping
0.5::p(1, a). 0.4::p(2, a). 0.3::p(1, b). 0.2::p(3, c).
q(X, Y) :- p(X, Y).
q(X, z) :- p(X, c).
query(q(1, _)).
query(q(_, a)).
query(q(_, _)).
query(q(3, z)).
query(q(4, _)).
