% hunt19: a mutant of hunt17_mut_query_bind_2.pl: cond-else-true clause 11 goal 1; nest-agg-set clause 12 goal 2 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
person(angelika).
person(joris).
person(jonas).
person(dimitar).
friend(joris, jonas).
friend(joris, angelika).
friend(joris, dimitar).
friend(angelika, jonas).
0.3::stress(X) :- person(X).
0.2::influences(X, Y) :- person(X), person(Y).
smokes(X) :- ( stress(X) ; \+ (stress(X)) ).
smokes(X) :- friend(X, Y), findall(Y, (influences(Y, X)), B_11x1), sort(B_11x1, L_11x1), member(Y, L_11x1), smokes(Y).
0.4::asthma(X) :- smokes(X).
evidence(smokes(jonas), true).
evidence(asthma(dimitar), false).
query(smokes(smokes)).
query(asthma(angelika)).
:- use_module(library(lists)).
