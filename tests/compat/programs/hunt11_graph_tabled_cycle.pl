% undirected probabilistic graph with tabling through a cycle
0.5::e(a,b). 0.5::e(b,c). 0.5::e(c,a). 0.5::e(c,d).
conn(X,Y) :- e(X,Y).
conn(X,Y) :- e(Y,X).
reach(X,Y) :- conn(X,Y).
reach(X,Y) :- conn(X,Z), reach(Z,Y).
query(reach(a,d)).
query(reach(d,a)).
query(reach(a,a)).
