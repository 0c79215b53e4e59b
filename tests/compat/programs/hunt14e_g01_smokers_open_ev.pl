% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% smokers with open queries and evidence on a person inside the friendship cycle
person(a). person(b). person(c). person(d).
friend(a, b). friend(b, c). friend(c, a). friend(c, d).
0.2::stress(P) :- person(P).
0.3::influences(X, Y) :- friend(X, Y).
smokes(X) :- stress(X).
smokes(X) :- friend(Y, X), influences(Y, X), smokes(Y).
0.4::cancer(X) :- smokes(X).
evidence(smokes(b), false).
evidence(cancer(d)).
query(smokes(_)).
query(cancer(_)).
query(stress(_)).
