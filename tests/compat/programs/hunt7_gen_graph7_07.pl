% generated: reachability through probabilistic edges, negation of reachability
node(a).
node(b).
node(c).
0.9::edge(a,b).
0.2::edge(b,c).
0.4::edge(a,b).
path(X,Y) :- edge(X,Y).
path(X,Y) :- edge(X,Z), path(Z,Y).
0.4::path(X,Y) :- edge(Y,X).
unreach(X,Y) :- node(X), node(Y), X \== Y, \+ path(X,Y).
cyc(X) :- node(X), path(X,X).
query(cyc(_)).
query(path(_,_)).
evidence(unreach(b,a), false).
evidence(path(b,c), false).
