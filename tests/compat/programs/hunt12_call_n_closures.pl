% hunt12: call/N with closures holding bound arguments, over probabilistic facts
0.5::rel(a, 1). 0.6::rel(b, 2). 0.7::rel(a, 3).
holds(G, X) :- call(G, X).
holds2(G, X, Y) :- call(G, X, Y).
query(holds(rel(a), _)).
query(holds2(rel, b, _)).
query(holds(rel(c), _)).
