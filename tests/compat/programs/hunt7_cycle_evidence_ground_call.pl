% hunt7: a ground call of an evidence atom on a cycle gets the evidence's value (ProbLog's cached evidence call): u(b) is not listed
node(a). node(b). node(c).
0.6::edge(a,c).
0.6::edge(b,a).
0.5::edge(c,b).
path(X,Y) :- edge(X,Y).
path(X,Y) :- edge(X,Z), path(Z,Y).
u(Y) :- node(Y), \+ path(a,Y).
query(u(_)).
evidence(path(a,b)).
