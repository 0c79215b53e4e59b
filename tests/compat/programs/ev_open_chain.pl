% a chain: false evidence at the end propagates down a single derivation path
0.7::edge(a,b). 0.6::edge(b,c). 0.5::edge(c,d). 0.4::edge(a,c).
path(X,Y) :- edge(X,Y).
path(X,Y) :- edge(X,Z), path(Z,Y).
evidence(edge(b,c), false).
evidence(edge(a,c), false).
query(path(a,X)).
query(path(b,X)).
