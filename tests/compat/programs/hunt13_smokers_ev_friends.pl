% smokers with friends cycle and evidence on asthma
person(1). person(2). person(3). person(4).
0.3::stress(X) :- person(X).
0.2::influences(X,Y) :- person(X), person(Y).
friend(1,2). friend(2,1). friend(2,4). friend(3,2). friend(4,2).
smokes(X) :- stress(X).
smokes(X) :- friend(X,Y), influences(Y,X), smokes(Y).
0.4::asthma(X) :- smokes(X).
evidence(asthma(2), true).
evidence(smokes(4), false).
query(smokes(_)).
query(asthma(_)).
