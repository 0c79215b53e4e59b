% hunt21: a mutant of hunt19_mut_hunt14c2_smokers_cancer.pl that agrees with ProbLog (evidence-query smokes(p2) true)
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
evidence(smokes(p2), true).
