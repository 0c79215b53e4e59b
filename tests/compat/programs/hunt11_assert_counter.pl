% library(assert) at load time and in rules
:- use_module(library(assert)).
:- assertz(seen(a)).
:- assertz(seen(b)).
0.5::fresh(c).
mark(X) :- fresh(X), assertz(seen(X)).
all_seen(L) :- findall(X, seen(X), L).
query(all_seen(_)).
query(seen(_)).
