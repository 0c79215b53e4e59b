% call/N with partially applied closures
add(X, Y, Z) :- Z is X + Y.
mul(X, Y, Z) :- Z is X * Y.
apply_to(G, X, Y) :- call(G, X, Y).
twice(G, X, Z) :- call(G, X, Y), call(G, Y, Z).
compose(F, G, X, Z) :- call(G, X, Y), call(F, Y, Z).
p(a). p(b).
pair(X, Y, X-Y).
query(apply_to(add(10), 5, _)).
query(twice(mul(3), 2, _)).
query(compose(add(1), mul(2), 5, _)).
query(apply_to(pair(k), v, _)).
query(call(p, _)).
query(call(pair, x, y, _)).
