0.7::link(a, b). 0.6::link(b, c). 0.5::link(c, d). 0.4::link(a, d). 0.3::link(b, d).
conn(X, Y) :- link(X, Y).
conn(X, Y) :- link(Y, X).
reach(X, Y) :- walk(X, Y, [X]).
walk(X, Y, _) :- conn(X, Y).
walk(X, Y, V) :- conn(X, Z), \+ member(Z, V), walk(Z, Y, [Z|V]).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(reach(a, c)).
query(reach(d, a)).
