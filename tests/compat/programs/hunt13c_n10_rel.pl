% written for this corpus by a find-only hunt (session 21; n10_rel)
:- use_module(library(nlp4plp)).
group(students).
property(sport, [football, tennis]).
given(exactly(rel(0.25, students), students, football)).
take_wr(students, picked, 3).
probability(exactly(2, picked, football)).
probability(none(picked, football)).
