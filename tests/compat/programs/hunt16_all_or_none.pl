edge(X, b) :- X = a.
edge(a, c).
0.5::edge(a, d).
e(L) :- all_or_none(T, edge(a, T), L).
e2(L) :- all(T, edge(a, T), L).
query(e(_)). query(e2(_)).
