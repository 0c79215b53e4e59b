% hunt7: an open query over a cycle that holds a false evidence atom
0.6::edge(a,c).
0.6::edge(b,a).
0.5::edge(c,b).
path(X,Y) :- edge(X,Y).
path(X,Y) :- edge(X,Z), path(Z,Y).
query(path(a,_)).
evidence(path(a,b), false).
