% hunt10: probabilistic graph with a cycle and an annotated-disjunction edge
0.6::edge(a,b). 0.4::edge(b,c). 0.5::edge(c,a).
0.3::edge(c,d); 0.5::edge(c,e).
0.9::edge(d,e). 0.2::edge(e,b).
path(X,Y) :- edge(X,Y).
path(X,Y) :- edge(X,Z), path(Z,Y).
query(path(a,_)).
query(path(e,a)).
