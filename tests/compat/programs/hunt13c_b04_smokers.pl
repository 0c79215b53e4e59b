% written for this corpus by a find-only hunt (session 21; b04_smokers)
person(ann). person(bob). person(carl). person(dora). person(eve).
friend(ann, bob). friend(bob, carl). friend(carl, ann). friend(carl, dora). friend(dora, eve). friend(eve, dora).
0.3::stress(P) :- person(P).
0.2::influences(X, Y) :- friend(X, Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
0.4::asthma(X) :- smokes(X).
evidence(smokes(ann), true).
evidence(asthma(eve), false).
query(smokes(P)) :- person(P).
query(asthma(_)).
