% some drawn has the property
:- use_module(library(nlp4plp)).
group(balls).
size(balls, 6).
property(color, [red, blue]).
given(exactly(1, balls, red)).
take(balls, drawn, 2).
probability(some(drawn, red)).
