% library(control): on_fail/2 over a probabilistic goal
:- use_module(library(control)).
0.4::found(key).
ok(ok) :- found(key).
status(S) :- on_fail(ok(S), S = missing).
query(status(_)).
