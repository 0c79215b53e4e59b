% hunt10: reachability over undirected links, two links false by evidence, an open query
0.6::link(a,b). 0.7::link(b,a). 0.8::link(b,c). 0.5::link(c,d). 0.4::link(d,b).
conn(X,Y) :- link(X,Y).
conn(X,Y) :- link(Y,X).
reach(X,Y) :- conn(X,Y).
reach(X,Y) :- conn(X,Z), reach(Z,Y).
evidence(link(b,c), false).
evidence(link(d,b), false).
query(reach(d,_)).
