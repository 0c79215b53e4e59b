% generated: reachability through probabilistic edges, negation of reachability
node(a).
node(b).
node(c).
0.8::edge(a,b).
0.7::edge(a,c).
0.5::edge(b,a).
0.9::edge(b,c).
path(X,Y) :- edge(X,Y).
path(X,Y) :- path(X,Z), edge(Z,Y).
unreach(X,Y) :- node(X), node(Y), X \== Y, \+ path(X,Y).
cyc(X) :- node(X), path(X,X).
query(unreach(_,_)).
evidence(path(a,b)).
