% a drawing problem (library(nlp4plp)), written for this test
:- use_module(library(nlp4plp)).
group(balls).
size(balls, 7).
property(color, [red, blue]).
given(exactly(3, balls, red)).
take(balls, first, 2).
take(rest(first), second, 2).
probability(and(exactly(2, first, red), exactly(0, second, red))).
