% library(assert) against tabling: a complete call asked again after an assert sees the new
% clause; a recursive predicate that asserts the facts it recurses on; a fail-driven retract
% loop; an edge asserted into a cyclic graph after its paths were tabled
:- use_module(library(assert)).
q(1).
c(L) :- findall(X, q(X), L).
add :- assertz(q(2)).
p(X) :- q(X).
p(X) :- q(Y), Y < 4, X is Y + 1, assertz(q(X)).
l(L) :- findall(X, p(X), L).
del :- q(X), retract(q(X)), fail.
del.
e(a, b). e(b, c). e(c, a).
path(X, Y) :- e(X, Y).
path(X, Y) :- e(X, Z), path(Z, Y).
ps(L) :- findall(Y, path(a, Y), L0), sort(L0, L).
edge :- assertz(e(c, d)).
query(c(_)). query(add). query(q(_)). query(l(_)). query(del). query(c(_)).
query(ps(_)). query(edge). query(path(a, d)).
