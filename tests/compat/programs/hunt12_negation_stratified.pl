% hunt12: stratified negation over a probabilistic choice of nodes
0.6::node(a). 0.5::node(b). 0.4::node(c).
0.7::link(a, b). 0.3::link(b, c).
isolated(X) :- node(X), \+ link(X, _), \+ link(_, X).
leader(X) :- node(X), \+ (link(Y, X), node(Y)).
query(isolated(_)).
query(leader(_)).
