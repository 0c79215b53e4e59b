% hunt10: a generated probabilistic graph (path, cycles, evidence on edges or paths, open queries), seed 0053
0.6::edge(b,c).
0.3::edge(c,b).
0.3::edge(a,b).
path(X,Y) :- edge(X,Y).
path(X,Y) :- path(X,Z), edge(Z,Y).
0.7::ok(X) :- path(X,Y), \+ path(Y,X).
cyc(X) :- path(X,X).
evidence(edge(a,b), false).
query(\+ path(b,_)).
query(path(_,_)).
query(path(_,a)).
query(cyc(_)).
