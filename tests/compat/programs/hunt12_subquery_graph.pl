% hunt12: subquery/2 inside a rule, its probability compared arithmetically
0.6::edge(a, b). 0.5::edge(b, c). 0.3::edge(a, c).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
likely(Y) :- member(Y, [b, c]), subquery(path(a, Y), P), P > 0.5.
prob(Y, P) :- member(Y, [b, c]), subquery(path(a, Y), P).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(likely(_)).
query(prob(_, _)).
