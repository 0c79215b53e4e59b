% call/N with partial goals and goals built from atoms
0.3::edge(a, b). 0.5::edge(b, c). 0.8::edge(a, c).
apply_rel(R, X, Y) :- call(R, X, Y).
twice(G) :- call(G), call(G).
with_extra(G, X) :- call(G, X).
query(apply_rel(edge, a, _)).
query(twice(edge(a, b))).
query(with_extra(edge(b), _)).
