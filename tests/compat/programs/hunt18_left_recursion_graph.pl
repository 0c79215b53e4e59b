% tabling: left-recursive reachability over a probabilistic graph with cycles
0.7::edge(a, b). 0.6::edge(b, c). 0.5::edge(c, a). 0.4::edge(c, d). 0.8::edge(d, e). 0.3::edge(e, b).
0.2::edge(a, d).
path(X, Y) :- path(X, Z), edge(Z, Y).
path(X, Y) :- edge(X, Y).
query(path(a, Y)).
query(path(e, a)).
