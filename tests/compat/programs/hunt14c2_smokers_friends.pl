% written for this corpus by a find-only hunt (session 22; social network)
% smokers and friends with stress and influence
person(1). person(2). person(3). person(4).
0.3::stress(X) :- person(X).
0.2::influences(X, Y) :- person(X), person(Y), X \= Y.
friend(1, 2). friend(2, 1). friend(2, 4). friend(3, 2). friend(4, 2).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
0.4::asthma(X) :- smokes(X).
query(smokes(X)) :- person(X).
query(asthma(2)).
evidence(smokes(3), false).
