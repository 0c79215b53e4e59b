:- use_module(library(lists)).
s(X) :- member(X, [f(_), g(_, _)]).
query(s(_)).
h(X) :- append(X, [_], [1, 2]).
query(h(_)).
k(L) :- reverse([A, B, A], L).
query(k(_)).
