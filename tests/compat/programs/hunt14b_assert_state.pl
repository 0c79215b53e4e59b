% hunt14b: a program written as a user writes it (libraries, probabilistic facts), checked with problog
:- use_module(library(assert)).
0.5::p.
seen(none).
step :- p, retract(seen(_)), assertz(seen(p)).
step :- \+ p.
state(S) :- step, seen(S).
query(state(_)).
