% a negative head in a recursive reachability program: an edge can be blocked
0.8::edge(1,2). 0.6::edge(2,3). 0.7::edge(1,3). 0.5::edge(3,4).
0.3::blocked(3).
\+edge(X,Y) :- blocked(Y).
path(X,Y) :- edge(X,Y).
path(X,Y) :- edge(X,Z), path(Z,Y).
query(path(1,4)). query(path(1,3)).
