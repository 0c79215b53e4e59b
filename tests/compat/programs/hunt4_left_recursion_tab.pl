% left recursion with tabling
0.5::edge(1, 2). 0.5::edge(2, 3). 0.5::edge(3, 1). 0.5::edge(3, 4).
reach(X, Y) :- reach(X, Z), edge(Z, Y).
reach(X, Y) :- edge(X, Y).
query(reach(1, 4)).
query(reach(1, 1)).
query(reach(4, X)).
