% hunt12: select/3, subtract/3, list_to_set/2, exclude/3 with probabilistic membership
:- use_module(library(lists)).
:- use_module(library(apply)).
0.5::bad(b). 0.3::bad(d).
good(L) :- exclude(bad, [a, b, c, d], L).
removed(R) :- findall(X, bad(X), B), subtract([a, b, c, d], B, R).
picks(X, R) :- good(L), select(X, L, R).
set(S) :- list_to_set([a, b, a, c, b], S).
query(good(_)).
query(removed(_)).
query(picks(_, _)).
query(set(_)).
