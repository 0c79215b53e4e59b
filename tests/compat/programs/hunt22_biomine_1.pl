% biomine-style: undirected probabilistic links between genes, proteins and diseases; path queries through cycles
0.9::link(g1, p1). 0.6::link(p1, p2). 0.7::link(p2, d1). 0.4::link(g1, p3).
0.8::link(p3, p2). 0.5::link(p3, d1). 0.3::link(p1, d2). 0.9::link(d1, d2).
0.2::link(g2, p3). 0.65::link(g2, d2).
conn(X, Y) :- link(X, Y).
conn(X, Y) :- link(Y, X).
path(X, Y) :- conn(X, Y).
path(X, Y) :- conn(X, Z), path(Z, Y).
query(path(g1, d1)).
query(path(g1, d2)).
query(path(g2, g1)).
query(path(d2, p1)).
