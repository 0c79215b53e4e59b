% library(cut): first applicable rule wins (indexed clauses)
:- use_module(library(cut)).
0.4::fever. 0.6::cough. 0.2::rash.
diag(1, flu) :- fever, cough.
diag(2, measles) :- fever, rash.
diag(3, cold) :- cough.
diag(4, healthy).
diagnosis(D) :- cut(diag(D)).
query(diagnosis(D)).
