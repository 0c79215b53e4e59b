% generated: reachability through probabilistic edges, negation of reachability
node(a).
node(b).
node(c).
0.1::edge(b,c).
path(X,Y) :- edge(X,Y).
path(X,Y) :- edge(X,Z), path(Z,Y).
unreach(X,Y) :- node(X), node(Y), X \== Y, \+ path(X,Y).
cyc(X) :- node(X), path(X,X).
query(path(_,_)).
query(cyc(_)).
