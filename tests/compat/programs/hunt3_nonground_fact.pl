any(_).
id(X, X).
0.4::p(a). 0.6::p(b).
q(X) :- p(X), any(X).
r(Y) :- p(X), id(X, Y).
query(q(_)). query(r(_)). query(any(hello)). query(id(3, 3)). query(id(3, 4)).
