% hunt7: a ground call of an atom the evidence fixed (not itself evidence) on a cycle
node(a).
node(b).
0.5::edge(a,b).
0.7::edge(b,a).
path(X,Y) :- edge(X,Y).
path(X,Y) :- path(X,Z), edge(Z,Y).
unreach(X,Y) :- node(X), node(Y), X \== Y, \+ path(X,Y).
query(unreach(_,_)).
evidence(unreach(b,a), false).
