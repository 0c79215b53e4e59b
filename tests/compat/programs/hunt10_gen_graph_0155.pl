% hunt10: a generated probabilistic graph (path, cycles, evidence on edges or paths, open queries), seed 0155
0.5::edge(d,c).
0.5::edge(a,b).
0.3::edge(b,a).
0.8::edge(c,a).
path(X,Y) :- edge(X,Y).
path(X,Y) :- path(X,Z), edge(Z,Y).
0.7::ok(X) :- path(X,Y), \+ path(Y,X).
evidence(edge(d,c), false).
query(path(c,_)).
query(path(_,_)).
query(path(_,a)).
