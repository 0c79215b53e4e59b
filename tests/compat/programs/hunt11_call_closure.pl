% call/N with closures and partial application
0.5::rel(a, b). 0.5::rel(b, c).
apply_to(G, X, Y) :- call(G, X, Y).
two(G, X, Z) :- call(G, X, Y), call(G, Y, Z).
query(apply_to(rel, a, _)).
query(two(rel, a, _)).
