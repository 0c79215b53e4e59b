% hunt19: retract/1 of one head of an annotated disjunction removes that head only; the other heads keep their probabilities, as in ProbLog's one clause per head
:- use_module(library(assert)).
0.4::p; 0.35::seen(none); 0.25::other.
step :- p, retract(seen(_)), assertz(seen(p)).
step :- \+ p.
state(S) :- step, seen(S).
still :- other.
both :- p, \+ other.
query(state(_)).
query(still).
query(both).
query(p).
