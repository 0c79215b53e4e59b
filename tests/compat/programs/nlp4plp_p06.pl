% a drawing problem (library(nlp4plp)), written for this test
:- use_module(library(nlp4plp)).
group(balls).
size(balls, 9).
property(color, [red, blue, white]).
given(exactly(2, balls, red)).
given(exactly(3, balls, blue)).
take(balls, drawn, 2).
probability(or(exactly(2, drawn, red), exactly(2, drawn, blue))).
