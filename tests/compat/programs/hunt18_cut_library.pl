% library(cut): ordered rules for a default diagnosis, first applicable rule wins
:- use_module(library(cut)).
0.2::fever. 0.3::cough. 0.1::rash.
diag(1, flu) :- fever, cough.
diag(2, measles) :- fever, rash.
diag(3, cold) :- cough.
diag(4, healthy).
diagnosis(D) :- cut(diag(D)).
query(diagnosis(D)).
