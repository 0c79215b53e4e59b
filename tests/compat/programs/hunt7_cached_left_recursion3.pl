% hunt7: left recursion, evidence on a negation: path(a,b) reached through the cached variant path(a,_) is listed with 0
node(a).
node(c).
0.1::edge(a,c).
0.2::edge(c,b).
path(X,Y) :- edge(X,Y).
path(X,Y) :- path(X,Z), edge(Z,Y).
unreach(X,Y) :- node(X), node(Y), X \== Y, \+ path(X,Y).
query(path(a,_)).
evidence(unreach(a,c)).
