% query inside a rule that calls other predicates
0.5::edge(a, b). 0.4::edge(b, c).
town(a). town(b). town(c).
reach(X, Y) :- edge(X, Y).
reach(X, Y) :- edge(X, Z), reach(Z, Y).
query(reach(a, T)) :- town(T), T \= a.
