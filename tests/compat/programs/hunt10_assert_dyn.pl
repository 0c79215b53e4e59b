% hunt10: library(assert) facts asserted in a directive-free rule
:- use_module(library(assert)).
0.5::flip.
setup :- assertz(seen(a)), assertz(seen(b)).
count(N) :- setup, findall(X, seen(X), L), length(L, N).
q :- flip, count(N), N > 1.
query(q).
