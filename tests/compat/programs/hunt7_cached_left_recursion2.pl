% hunt7: left recursion, two evidence atoms, an open query on the cached variant
0.2::edge(a,c).
0.7::edge(c,a).
0.1::edge(a,b).
path(X,Y) :- edge(X,Y).
path(X,Y) :- path(X,Z), edge(Z,Y).
query(path(a,_)).
evidence(\+ path(c,a)).
evidence(path(a,b)).
