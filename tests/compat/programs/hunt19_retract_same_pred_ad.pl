% hunt19: retract/1 and retractall/1 of one head of an annotated disjunction over one predicate remove that head's clause only, as in ProbLog (one clause per head)
:- use_module(library(assert)).
0.2::col(red); 0.3::col(green); 0.5::col(blue).
0.1::size(s); 0.6::size(m); 0.3::size(l).
drop_red :- retract(col(red)).
drop_any :- retract(size(_)).
seen(C) :- drop_red, col(C).
big(S) :- drop_any, size(S).
clear(C) :- retractall(col(green)), col(C).
query(seen(_)).
query(big(_)).
query(clear(_)).
