% probabilistic graph: reachability counted with findall, and a two-hop query with negation
node(n1). node(n2). node(n3). node(n4).
0.5::link(n1, n2). 0.5::link(n2, n3). 0.5::link(n3, n1). 0.5::link(n3, n4).
reach(X, Y) :- link(X, Y).
reach(X, Y) :- link(X, Z), reach(Z, Y).
isolated(X) :- node(X), \+ reach(X, _).
num_reach(X, N) :- node(X), findall(Y, (node(Y), reach(X, Y)), L), length(L, N).
query(isolated(_)).
query(num_reach(n1, _)).
query(reach(n4, n1)).
