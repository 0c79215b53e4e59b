% written for this corpus by a find-only hunt (session 21; n02_union)
:- use_module(library(nlp4plp)).
group(men).
size(men, 4).
group(women).
size(women, 3).
property(gender, [male, female]).
given(exactly(4, men, male)).
given(exactly(3, women, female)).
union(people, [men, women]).
take(people, committee, 3).
probability(exactly(2, committee, female)).
probability(atleast(1, committee, male)).
