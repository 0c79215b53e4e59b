% all of the drawn have the property
:- use_module(library(nlp4plp)).
group(balls).
size(balls, 6).
property(color, [red, blue]).
given(exactly(4, balls, red)).
take(balls, drawn, 3).
probability(all(drawn, red)).
