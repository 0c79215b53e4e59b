% combined: smokers on a cycle of friends, stress and influence as probabilistic clauses, negation in healthy/1, evidence on a derived asthma atom
:- use_module(library(lists)).
person(ann). person(bob). person(cy). person(dee).
0.3::stress(P) :- person(P).
0.2::influences(P1, P2) :- friend(P1, P2).
friend(ann, bob). friend(bob, cy). friend(cy, dee). friend(dee, ann).
friend_(X, Y) :- friend(X, Y).
smokes(X) :- stress(X).
smokes(X) :- friend(Y, X), influences(Y, X), smokes(Y).
0.4::asthma(X) :- smokes(X).
healthy(X) :- person(X), \+ smokes(X), \+ asthma(X).

evidence(asthma(bob)).
query(smokes(ann)).
query(healthy(cy)).

