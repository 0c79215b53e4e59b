% all the same colour
:- use_module(library(nlp4plp)).
group(balls).
size(balls, 9).
property(color, [red, blue, green]).
given(exactly(3, balls, red)).
given(exactly(3, balls, blue)).
take(balls, drawn, 3).
probability(all_same(drawn, color)).
