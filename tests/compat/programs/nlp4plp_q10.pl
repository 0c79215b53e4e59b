% more than one query
:- use_module(library(nlp4plp)).
group(balls).
size(balls, 7).
property(color, [red, blue]).
given(exactly(2, balls, red)).
take(balls, drawn, 2).
probability(exactly(0, drawn, red)).
probability(exactly(1, drawn, red)).
probability(exactly(2, drawn, red)).
