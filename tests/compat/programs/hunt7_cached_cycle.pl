% hunt7: a cycle the evidence grounded, reached again by a query (cyc(a) listed with 0)
node(a).
0.2::edge(a,c).
0.3::edge(c,a).
path(X,Y) :- edge(X,Y).
path(X,Y) :- edge(X,Z), path(Z,Y).
cyc(X) :- node(X), path(X,X).
query(cyc(_)).
evidence(\+ path(c,a)).
