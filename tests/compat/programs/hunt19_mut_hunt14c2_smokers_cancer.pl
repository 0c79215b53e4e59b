% hunt19: a mutant of hunt14c2_smokers_cancer.pl: prob-rule clause 9 1.0; call-n-call-part clause 10 goal 2 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
person(p1).
person(p2).
person(p3).
friend(p1, p2).
friend(p2, p3).
friend(p3, p1).
0.2::stress(P) :- person(P).
0.3::influences(P1, P2) :- friend(P1, P2).
1.0::smokes(X) :- stress(X).
smokes(X) :- friend(Y, X), call(influences(Y), X), smokes(Y).
0.6::cancer(X) :- person(X), smokes(X).
0.05::cancer(X) :- person(X), \+ smokes(X).
evidence(cancer(p2), true).
query(smokes(X)).
query(cancer(p1)).
