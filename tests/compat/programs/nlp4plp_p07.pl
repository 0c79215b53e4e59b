% a drawing problem (library(nlp4plp)), written for this test
:- use_module(library(nlp4plp)).
group(balls).
size(balls, 6).
property(color, [red, blue]).
given(exactly(2, balls, red)).
take(balls, drawn, 3).
probability(nth(2, drawn, red)).
