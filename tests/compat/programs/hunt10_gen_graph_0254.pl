% hunt10: a generated probabilistic graph (path, cycles, evidence on edges or paths, open queries), seed 0254
0.5::edge(d,c).
0.8::edge(a,c).
0.3::edge(b,d).
0.5::edge(a,b).
0.6::edge(c,a).
path(X,Y) :- edge(X,Y).
path(X,Y) :- path(X,Z), path(Z,Y).
cyc(X) :- path(X,X).
evidence(edge(b,d), false).
query(path(d,_)).
query(path(b,_)).
query(cyc(_)).
