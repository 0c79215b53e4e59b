% written for this corpus by a find-only hunt (session 21; c04_graph_list)
0.6::edge(1,2). 0.4::edge(1,3). 0.7::edge(2,4). 0.3::edge(3,4). 0.5::edge(2,3). 0.8::edge(4,5). 0.2::edge(3,5). 0.9::edge(5,1).
path(X, Y, P) :- path(X, Y, [X], Q), reverse(Q, P).
path(X, X, V, V).
path(X, Y, V, P) :- edge(X, Z), \+ member(Z, V), path(Z, Y, [Z|V], P).
reverse(L, R) :- rev(L, [], R).
rev([], A, A).
rev([H|T], A, R) :- rev(T, [H|A], R).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
connected(X, Y) :- path(X, Y, _).
query(path(1, 5, _)).
query(connected(1, 5)).
query(connected(5, 4)).
