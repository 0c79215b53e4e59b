% hunt12: negation of annotated-disjunction outcomes, with evidence excluding one outcome
0.2::c(red); 0.3::c(green); 0.5::c(blue).
warm :- c(red).
warm :- c(green), \+ cold.
0.4::cold.
evidence(c(blue), false).
query(c(_)).
query(warm).
