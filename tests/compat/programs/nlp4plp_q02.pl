% at most, with replacement
:- use_module(library(nlp4plp)).
group(balls).
size(balls, 5).
property(color, [red, blue]).
given(exactly(1, balls, red)).
take_wr(balls, drawn, 4).
probability(atmost(1, drawn, red)).
