% ProbLog's clause index: the lookup made by a negated call changes the key's entry as any other call does
:- use_module(library(assert)).
r(a, 1).
r(X, 2) :- X = a.
go(L) :- \+ r(a, 9), assertz(r(a, 3)), findall(V, r(a, V), L).
query(go(_)).
