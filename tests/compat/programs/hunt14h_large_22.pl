% friends-and-smokers over 25 people (cyclic)
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
person(p20).
person(p21).
person(p22).
person(p23).
person(p24).
0.2::friend(p0, p6).
0.2::friend(p1, p17).
0.2::friend(p1, p9).
0.2::friend(p11, p13).
0.2::friend(p11, p16).
0.2::friend(p11, p6).
0.2::friend(p12, p24).
0.2::friend(p13, p12).
0.2::friend(p13, p15).
0.2::friend(p14, p1).
0.2::friend(p15, p1).
0.2::friend(p15, p16).
0.2::friend(p15, p9).
0.2::friend(p16, p20).
0.2::friend(p17, p14).
0.2::friend(p18, p13).
0.2::friend(p18, p2).
0.2::friend(p18, p7).
0.2::friend(p19, p10).
0.2::friend(p19, p14).
0.2::friend(p19, p16).
0.2::friend(p19, p18).
0.2::friend(p2, p12).
0.2::friend(p20, p15).
0.2::friend(p21, p23).
0.2::friend(p21, p3).
0.2::friend(p21, p5).
0.2::friend(p24, p13).
0.2::friend(p24, p8).
0.2::friend(p3, p18).
0.2::friend(p3, p20).
0.2::friend(p4, p23).
0.2::friend(p5, p1).
0.2::friend(p5, p17).
0.2::friend(p5, p2).
0.2::friend(p6, p16).
0.2::friend(p9, p20).
0.3::stress(X) :- person(X).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
0.2::influences(X, Y) :- person(X), person(Y).
0.4::cancer(X) :- smokes(X).
evidence(smokes(p20), true).
evidence(smokes(p14), true).
query(cancer(p0)).
query(cancer(p15)).
query(cancer(p7)).
