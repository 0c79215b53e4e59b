% hunt10: a generated probabilistic graph (path, cycles, evidence on edges or paths, open queries), seed 0199
0.6::edge(a,d).
0.6::edge(c,b).
0.8::edge(d,a).
0.8::edge(d,b).
0.8::edge(b,c).
path(X,Y) :- edge(X,Y).
path(X,Y) :- path(X,Z), path(Z,Y).
0.7::ok(X) :- path(X,Y), \+ path(Y,X).
cyc(X) :- path(X,X).
evidence(edge(b,c), false).
query(path(a,_)).
query(path(b,b)).
query(cyc(_)).
