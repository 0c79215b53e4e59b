% hunt21: a mutant of hunt19_mut_hunt17_mut_query_bind_2.pl that agrees with ProbLog (left-rec clause 12 goal 5)
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
smokes(X) :- smokes(Y), friend(X, Y), findall(Y, (influences(Y, X)), B_11x1), sort(B_11x1, L_11x1), member(Y, L_11x1).
0.4::asthma(X) :- smokes(X).
evidence(smokes(jonas), true).
evidence(asthma(dimitar), false).
query(smokes(smokes)).
query(asthma(angelika)).
:- use_module(library(lists)).
