% generated: reachability through probabilistic edges, negation of reachability
node(a).
node(b).
node(c).
0.7::edge(a,b).
0.7::edge(b,c).
0.2::edge(b,c).
path(X,Y) :- edge(X,Y).
path(X,Y) :- path(X,Z), edge(Z,Y).
unreach(X,Y) :- node(X), node(Y), X \== Y, \+ path(X,Y).
query(path(a,c)).
query(path(a,_)).
query(path(_,_)).
