% a drawing problem (library(nlp4plp)), written for this test
:- use_module(library(nlp4plp)).
group(balls).
size(balls, 10).
property(color, [red, blue]).
given(exactly(4, balls, red)).
take_wr(balls, drawn, 3).
probability(exactly(2, drawn, red)).
