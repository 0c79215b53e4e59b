% hunt19: retractall/1 of the heads of one predicate in annotated disjunctions leaves the other predicate's heads, as in ProbLog
:- use_module(library(assert)).
0.3::a(1); 0.5::b(1).
0.2::a(2); 0.6::b(2).
clear :- retractall(a(_)).
look(X) :- clear, b(X).
gone(X) :- clear, a(X).
query(look(_)).
query(gone(_)).
query(b(2)).
