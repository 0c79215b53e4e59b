% a drawing problem (library(nlp4plp)), written for this test
:- use_module(library(nlp4plp)).
group(balls).
size(balls, 8).
property(color, [red, blue]).
given(exactly(3, balls, red)).
take(balls, drawn, 2).
observe(atleast(1, drawn, red)).
probability(exactly(2, drawn, red)).
