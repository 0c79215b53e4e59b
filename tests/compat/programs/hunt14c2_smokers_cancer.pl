% written for this corpus by a find-only hunt (session 22; social network)
% smokers with cancer outcome and evidence on a friend
person(p1). person(p2). person(p3).
friend(p1, p2). friend(p2, p3). friend(p3, p1).
0.2::stress(P) :- person(P).
0.3::influences(P1, P2) :- friend(P1, P2).
smokes(X) :- stress(X).
smokes(X) :- friend(Y, X), influences(Y, X), smokes(Y).
0.6::cancer(X) :- person(X), smokes(X).
0.05::cancer(X) :- person(X), \+ smokes(X).
evidence(cancer(p2), true).
query(smokes(X)).
query(cancer(p1)).
