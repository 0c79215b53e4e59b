% hunt10: path over a cyclic graph, evidence on an edge, open query (variant 2)
0.6::edge(a,b). 0.7::edge(b,c). 0.8::edge(c,b). 0.5::edge(c,d).
path(X,Y) :- edge(X,Y).
path(X,Y) :- path(X,Z), edge(Z,Y).
evidence(edge(a,b), false).
query(path(_,b)).
