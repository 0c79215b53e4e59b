% smokers with a symmetric friendship and cancer, several evidence atoms
person(a). person(b). person(c).
friends(a, b). friends(b, c). friends(c, a).
friend(X, Y) :- friends(X, Y).
friend(X, Y) :- friends(Y, X).
0.2::stress(P) :- person(P).
0.1::influences(P1, P2) :- friend(P1, P2).
smokes(X) :- stress(X).
smokes(X) :- influences(Y, X), smokes(Y).
0.15::cancer(P) :- smokes(P).
0.01::cancer(P) :- person(P).
evidence(smokes(a), true).
evidence(cancer(c), false).
query(smokes(b)).
query(cancer(_)).
