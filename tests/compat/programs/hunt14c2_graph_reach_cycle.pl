% written for this corpus by a find-only hunt (session 22; probabilistic graph and reachability)
% probabilistic graph with cycles; reachability with visited list
0.6::edge(a, b). 0.4::edge(a, c). 0.7::edge(b, c). 0.3::edge(c, b).
0.5::edge(b, d). 0.8::edge(c, d). 0.2::edge(d, a). 0.9::edge(d, e).
path(X, Y) :- path(X, Y, [X]).
path(X, X, _).
path(X, Y, Visited) :- edge(X, Z), \+ member(Z, Visited), path(Z, Y, [Z|Visited]).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
node(a). node(b). node(c). node(d). node(e).
query(path(a, N)) :- node(N).
