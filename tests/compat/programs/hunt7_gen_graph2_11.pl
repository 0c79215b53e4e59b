% generated: reachability through probabilistic edges, negation of reachability
node(a).
node(b).
node(c).
0.7::edge(b,c).
0.5::edge(c,a).
path(X,Y) :- edge(X,Y).
path(X,Y) :- path(X,Z), edge(Z,Y).
0.3::path(X,Y) :- edge(Y,X).
unreach(X,Y) :- node(X), node(Y), X \== Y, \+ path(X,Y).
iso(X) :- node(X), \+ (path(X,Y), Y \== X).
query(path(a,c)).
query(unreach(a,_)).
query(iso(_)).
