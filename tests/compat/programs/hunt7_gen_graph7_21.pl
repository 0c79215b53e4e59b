% generated: reachability through probabilistic edges, negation of reachability
node(a).
node(b).
node(c).
node(d).
0.9::edge(c,a).
path(X,Y) :- edge(X,Y).
path(X,Y) :- path(X,Z), edge(Z,Y).
unreach(X,Y) :- node(X), node(Y), X \== Y, \+ path(X,Y).
iso(X) :- node(X), \+ (path(X,Y), Y \== X).
cyc(X) :- node(X), path(X,X).
query(iso(_)).
