% friends-and-smokers over 20 people (cyclic)
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
person(p15).
person(p16).
person(p17).
person(p18).
person(p19).
0.2::friend(p0, p13).
0.2::friend(p0, p8).
0.2::friend(p1, p0).
0.2::friend(p10, p14).
0.2::friend(p10, p15).
0.2::friend(p10, p19).
0.2::friend(p12, p2).
0.2::friend(p12, p3).
0.2::friend(p13, p2).
0.2::friend(p13, p6).
0.2::friend(p16, p15).
0.2::friend(p17, p13).
0.2::friend(p18, p14).
0.2::friend(p18, p5).
0.2::friend(p18, p7).
0.2::friend(p19, p9).
0.2::friend(p2, p6).
0.2::friend(p3, p10).
0.2::friend(p3, p4).
0.2::friend(p4, p8).
0.2::friend(p5, p19).
0.2::friend(p5, p3).
0.2::friend(p6, p10).
0.2::friend(p6, p18).
0.2::friend(p6, p3).
0.2::friend(p7, p1).
0.2::friend(p7, p19).
0.2::friend(p8, p4).
0.2::friend(p8, p9).
0.2::friend(p9, p8).
0.3::stress(X) :- person(X).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
0.2::influences(X, Y) :- person(X), person(Y).
0.4::cancer(X) :- smokes(X).
evidence(smokes(p4), true).
evidence(smokes(p18), true).
query(cancer(p13)).
query(cancer(p11)).
query(cancer(p7)).
