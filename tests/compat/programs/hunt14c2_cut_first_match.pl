% written for this corpus by a find-only hunt (session 22; library(cut))
% library(cut): first matching rule of a classifier decides
:- use_module(library(cut)).
0.6::symptom(fever). 0.3::symptom(rash). 0.5::symptom(cough).
r(1, measles) :- symptom(fever), symptom(rash).
r(2, flu) :- symptom(fever), symptom(cough).
r(3, cold) :- symptom(cough).
r(4, healthy).
diagnosis(D) :- cut(r(D)).
query(diagnosis(D)).
