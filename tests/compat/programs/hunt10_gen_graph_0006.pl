% hunt10: a generated probabilistic graph (path, cycles, evidence on edges or paths, open queries), seed 0006
0.3::edge(b,a).
0.8::edge(a,c).
0.6::edge(c,b).
0.8::edge(a,b).
0.3::edge(b,c).
path(X,Y) :- edge(X,Y).
path(X,Y) :- path(X,Z), edge(Z,Y).
evidence(edge(c,b), false).
evidence(edge(b,c), false).
query(path(_,b)).
