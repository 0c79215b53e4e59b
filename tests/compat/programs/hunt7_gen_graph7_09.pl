% generated: reachability through probabilistic edges, negation of reachability
node(a).
node(b).
node(c).
node(d).
0.1::edge(a,b).
0.7::edge(b,a).
0.1::edge(d,a).
0.8::edge(b,a).
path(X,Y) :- edge(X,Y).
path(X,Y) :- edge(X,Z), path(Z,Y).
unreach(X,Y) :- node(X), node(Y), X \== Y, \+ path(X,Y).
query(path(a,c)).
query(edge(_,_)).
query(path(_,_)).
evidence(unreach(a,c)).
