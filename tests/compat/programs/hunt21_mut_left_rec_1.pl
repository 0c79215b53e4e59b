% hunt21: a mutant of hunt19_mut_hunt14c2_smokers_cancer.pl that agrees with ProbLog (left-rec clause 10 goal 3; neg-cycle-even over stress/1; directive :- between(1, 3, _).)
person(p1).
person(p2).
person(p3).
friend(p1, p2).
friend(p2, p3).
friend(p3, p1).
0.2::stress(P) :- person(P).
0.3::influences(P1, P2) :- friend(P1, P2).
1.0::smokes(X) :- stress(X).
smokes(X) :- smokes(Y), friend(Y, X), call(influences(Y), X).
0.6::cancer(X) :- person(X), smokes(X).
0.05::cancer(X) :- person(X), \+ smokes(X).
evidence(cancer(p2), true).
:- between(1, 3, _).
query(smokes(X)).
query(cancer(p1)).
nc_a(X_c) :- stress(X_c), \+ nc_b(X_c).
nc_b(X_c) :- nc_c(X_c).
nc_c(X_c) :- nc_b(X_c).
query(nc_a(_)).
