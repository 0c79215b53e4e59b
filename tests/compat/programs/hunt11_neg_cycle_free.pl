% negation over a tabled recursive predicate (stratified), open query
0.7::link(a, b). 0.4::link(b, c). 0.6::link(c, a). 0.5::link(c, d).
node(a). node(b). node(c). node(d).
reach(X, Y) :- link(X, Y).
reach(X, Y) :- link(X, Z), reach(Z, Y).
isolated(X) :- node(X), \+ reach(a, X).
query(isolated(_)).
query(reach(a, _)).
