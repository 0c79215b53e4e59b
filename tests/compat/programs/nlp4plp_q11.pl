% nth with replacement
:- use_module(library(nlp4plp)).
group(balls).
size(balls, 4).
property(color, [red, blue]).
given(exactly(1, balls, red)).
take_wr(balls, drawn, 3).
probability(nth(3, drawn, red)).
