% generated: reachability through probabilistic edges, negation of reachability
node(a).
node(b).
node(c).
node(d).
0.2::edge(a,b).
0.1::edge(b,d).
0.1::edge(a,b).
path(X,Y) :- edge(X,Y).
path(X,Y) :- path(X,Z), edge(Z,Y).
unreach(X,Y) :- node(X), node(Y), X \== Y, \+ path(X,Y).
iso(X) :- node(X), \+ (path(X,Y), Y \== X).
query(unreach(_,_)).
query(unreach(a,_)).
evidence(edge(b,d), false).
evidence(path(a,b)).
