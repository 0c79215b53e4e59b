:- use_module(library(lists)).
p(L) :- L = [a, b | T], T = [c].
q(X) :- append(X, [c], [a, b, c]).
r(N) :- length([a, b, c], N).
s(X) :- reverse([1, [2, 3], 4], X).
query(p(L)).
query(q(X)).
query(r(N)).
query(s(X)).
