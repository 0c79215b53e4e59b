% generated: reachability through probabilistic edges, negation of reachability
node(a).
node(b).
node(c).
node(d).
0.3::edge(a,d).
0.7::edge(d,a).
0.6::edge(d,b).
path(X,Y) :- edge(X,Y).
path(X,Y) :- edge(X,Z), path(Z,Y).
0.4::path(X,Y) :- edge(Y,X).
unreach(X,Y) :- node(X), node(Y), X \== Y, \+ path(X,Y).
query(path(a,_)).
evidence(path(b,c), false).
