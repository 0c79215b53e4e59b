% findall with structured templates and duplicates among them
0.5::edge(a, b). 0.5::edge(b, c). edge(a, c).
link(X, Y) :- edge(X, Y).
link(X, Y) :- edge(Y, X).
l(L) :- findall(f(X, Y), link(X, Y), L).
m(N) :- findall(X, link(X, _), L), length(L, N).
query(l(_)). query(m(_)).
