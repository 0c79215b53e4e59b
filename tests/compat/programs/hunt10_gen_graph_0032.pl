% hunt10: a generated probabilistic graph (path, cycles, evidence on edges or paths, open queries), seed 0032
0.5::edge(a,b).
0.3::edge(b,a).
0.3::edge(c,b).
path(X,Y) :- edge(X,Y).
path(X,Y) :- path(X,Z), path(Z,Y).
evidence(edge(a,b), false).
query(path(_,_)).
