% hunt10: left-recursive path whose only first edge the evidence makes false: path(a, X2) with 0
0.6::edge(a,b). 0.7::edge(b,c). 0.8::edge(c,b). 0.5::edge(c,d). 0.4::edge(d,c).
path(X,Y) :- edge(X,Y).
path(X,Y) :- path(X,Z), edge(Z,Y).
evidence(edge(a,b), false).
query(path(a,_)).
query(path(_,c)).
