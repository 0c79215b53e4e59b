% written for this corpus by a find-only hunt (session 21; n05_fraction)
:- use_module(library(nlp4plp)).
group(students).
size(students, 12).
property(sport, [football, tennis]).
given(exactly(10, students, football)).
take(students, picked, 2).
probability(all(picked, football)).
