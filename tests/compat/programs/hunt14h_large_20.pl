% friends-and-smokers over 15 people (cyclic)
person(p0).
person(p1).
person(p2).
person(p3).
person(p4).
person(p5).
person(p6).
person(p7).
person(p8).
person(p9).
person(p10).
person(p11).
person(p12).
person(p13).
person(p14).
0.2::friend(p0, p14).
0.2::friend(p0, p2).
0.2::friend(p1, p5).
0.2::friend(p1, p7).
0.2::friend(p10, p2).
0.2::friend(p13, p11).
0.2::friend(p14, p12).
0.2::friend(p14, p13).
0.2::friend(p14, p3).
0.2::friend(p3, p0).
0.2::friend(p3, p13).
0.2::friend(p3, p9).
0.2::friend(p4, p11).
0.2::friend(p5, p12).
0.2::friend(p5, p3).
0.2::friend(p5, p4).
0.2::friend(p6, p4).
0.2::friend(p6, p7).
0.2::friend(p7, p11).
0.2::friend(p7, p13).
0.2::friend(p8, p11).
0.2::friend(p8, p6).
0.3::stress(X) :- person(X).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
0.2::influences(X, Y) :- person(X), person(Y).
0.4::cancer(X) :- smokes(X).
evidence(smokes(p9), true).
evidence(smokes(p12), true).
query(cancer(p5)).
query(cancer(p7)).
query(cancer(p9)).
