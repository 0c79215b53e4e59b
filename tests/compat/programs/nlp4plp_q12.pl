% or of scopes
:- use_module(library(nlp4plp)).
group(people).
size(people, 8).
property(job, [doctor, teacher]).
given(exactly(3, people, doctor)).
take(people, team, 3).
probability(or(exactly(0, team, doctor), exactly(3, team, doctor))).
