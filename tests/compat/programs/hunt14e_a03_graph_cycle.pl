% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% probabilistic graph with cycles, path queries, negation of path
0.6::edge(1,2). 0.1::edge(1,3). 0.4::edge(2,5). 0.3::edge(2,6).
0.3::edge(3,4). 0.8::edge(4,5). 0.2::edge(5,6). 0.5::edge(6,1).
path(X,Y) :- edge(X,Y).
path(X,Y) :- edge(X,Z), path(Z,Y).
unreachable(X,Y) :- node(X), node(Y), \+ path(X,Y).
node(N) :- between(1,6,N).
query(path(1,_)).
query(unreachable(1,4)).
query(path(6,6)).
