% probabilistic graph with undirected edges, evidence on one path and a negated evidence
0.6::edge(1,2). 0.7::edge(2,3). 0.4::edge(1,3). 0.3::edge(3,4). 0.8::edge(2,4).
conn(X,Y) :- edge(X,Y).
conn(X,Y) :- edge(Y,X).
path(X,Y) :- conn(X,Y).
path(X,Y) :- conn(X,Z), path(Z,Y).
evidence(path(1,4)).
evidence(\+ edge(2,4)).
query(path(1,_)).
query(edge(_,_)).
