% social influence: smokers with friendship cycles, evidence on four people, queries on the rest
person(p1). person(p2). person(p3). person(p4). person(p5).
friend(p1, p2). friend(p2, p1). friend(p2, p3). friend(p3, p4). friend(p4, p2). friend(p4, p5). friend(p5, p1).
0.3::stress(P) :- person(P).
0.2::influences(X, Y) :- friend(X, Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
0.4::asthma(X) :- smokes(X).
evidence(smokes(p1), true).
evidence(asthma(p3), false).
evidence(stress(p4), false).
evidence(smokes(p5), false).
query(smokes(P)).
query(asthma(p2)).
