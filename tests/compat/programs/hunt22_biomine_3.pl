% biomine-style: open reachability queries from a source in a cyclic graph, with evidence on one link and one reached node
0.5::e(a, b). 0.5::e(b, c). 0.5::e(c, a). 0.6::e(c, d). 0.3::e(d, b). 0.7::e(a, d). 0.4::e(d, e).
r(X, Y) :- e(X, Y).
r(X, Y) :- e(X, Z), r(Z, Y).
evidence(e(c, d), false).
evidence(r(b, e)).
query(r(a, _)).
query(e(b, c)).
