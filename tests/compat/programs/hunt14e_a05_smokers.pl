% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% smokers in a social network, cyclic influence, evidence
person(1). person(2). person(3). person(4).
friend(1,2). friend(2,1). friend(2,4). friend(3,2). friend(4,2).
0.3::stress(X) :- person(X).
0.2::influences(X,Y) :- person(X), person(Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X,Y), influences(Y,X), smokes(Y).
0.4::asthma(X) :- smokes(X).
evidence(smokes(2), true).
evidence(influences(4,2), false).
query(smokes(1)).
query(smokes(3)).
query(smokes(4)).
query(asthma(_)).
