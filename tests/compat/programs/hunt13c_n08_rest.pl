% written for this corpus by a find-only hunt (session 21; n08_rest)
:- use_module(library(nlp4plp)).
group(balls).
size(balls, 6).
property(color, [red, green]).
given(exactly(2, balls, red)).
take(balls, first, 2).
take(rest(first), second, 1).
probability(all(second, red)).
probability(and(none(first, red), all(second, red))).
