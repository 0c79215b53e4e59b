% hunt19: evidence that retracts one head of an annotated disjunction is grounded first; the query then sees the other heads only
:- use_module(library(assert)).
0.2::col(red); 0.3::col(green); 0.5::col(blue).
0.6::keep.
drop :- retract(col(red)).
seen(C) :- col(C).
evidence(drop, true).
query(seen(_)).
query(col(green)).
query(keep).
