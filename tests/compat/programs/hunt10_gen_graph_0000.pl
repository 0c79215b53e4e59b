% hunt10: a generated probabilistic graph (path, cycles, evidence on edges or paths, open queries), seed 0000
0.8::edge(a,c).
0.8::edge(d,c).
0.5::edge(c,b).
0.3::edge(b,c).
path(X,Y) :- edge(X,Y).
path(X,Y) :- path(X,Z), path(Z,Y).
0.7::ok(X) :- path(X,Y), \+ path(Y,X).
evidence(edge(a,c), false).
query(path(_,b)).
query(path(d,d)).
