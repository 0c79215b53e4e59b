% tabling: mutually left-recursive reachability over rail and bus links, with cycles
0.7::rail(a, b). 0.6::rail(b, c). 0.5::bus(c, a). 0.8::bus(b, d). 0.4::rail(d, a).
by_rail(X, Y) :- by_any(X, Z), rail(Z, Y).
by_rail(X, Y) :- rail(X, Y).
by_bus(X, Y) :- by_any(X, Z), bus(Z, Y).
by_bus(X, Y) :- bus(X, Y).
by_any(X, Y) :- by_rail(X, Y).
by_any(X, Y) :- by_bus(X, Y).
query(by_any(a, Y)).
query(by_bus(d, c)).
