% hunt8: \+ over an open call (Y free) that the evidence makes true: no answer, the query listed as u(X2) with 0
0.6::edge(a,c).
0.6::edge(b,a).
0.5::edge(c,b).
path(X,Y) :- edge(X,Y).
path(X,Y) :- edge(X,Z), path(Z,Y).
u(Y) :- \+ path(a,Y).
query(u(_)).
evidence(path(a,b)).
