% hunt7: left recursion under evidence on a negation: the cached answer path(a,c) is false, path(a,a) listed with 0
node(a).
node(c).
0.1::edge(a,c).
0.1::edge(c,a).
path(X,Y) :- edge(X,Y).
path(X,Y) :- path(X,Z), edge(Z,Y).
unreach(X,Y) :- node(X), node(Y), X \== Y, \+ path(X,Y).
query(path(a,_)).
evidence(unreach(a,c)).
