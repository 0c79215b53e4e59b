% library(assert): facts added while grounding, then read back
:- use_module(library(assert)).
0.5::coin.
log(X) :- assertz(seen(X)).
init :- log(start), log(middle), retract(seen(middle)), log(finish).
r(L) :- init, findall(X, seen(X), L).
cleared(L) :- retractall(seen(_)), findall(X, seen(X), L).
w :- coin, r(L), L \= [].
query(r(_)).
query(w).
