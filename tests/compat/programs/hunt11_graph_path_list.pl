% probabilistic graph, path with visited list (library lists)
:- use_module(library(lists)).
0.6::edge(1,2). 0.1::edge(1,3). 0.4::edge(2,5). 0.3::edge(2,6). 0.3::edge(3,4). 0.8::edge(4,5). 0.2::edge(5,6).
path(X,Y) :- path(X,Y,[X],_).
path(X,X,V,V).
path(X,Y,V0,V1) :- X \== Y, edge(X,Z), \+ memberchk(Z,V0), path(Z,Y,[Z|V0],V1).
query(path(1,6)).
query(path(1,5)).
