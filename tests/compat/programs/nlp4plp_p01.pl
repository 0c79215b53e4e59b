% a drawing problem (library(nlp4plp)), written for this test
:- use_module(library(nlp4plp)).
group(balls).
size(balls, 10).
property(color, [red, blue, green]).
given(exactly(3, balls, red)).
given(exactly(5, balls, blue)).
take(balls, drawn, 3).
probability(atleast(2, drawn, blue)).
