% written for this corpus by a find-only hunt (session 23; size: large tables, many queries, deep recursion)
% smokers and friends over 30 people in a ring of friendships with a few shortcuts
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
person(p25).
person(p26).
person(p27).
person(p28).
person(p29).
0.4::friend(p0, p1).
0.4::friend(p1, p2).
0.4::friend(p2, p3).
0.4::friend(p3, p4).
0.4::friend(p4, p5).
0.4::friend(p5, p6).
0.4::friend(p6, p7).
0.4::friend(p7, p8).
0.4::friend(p8, p9).
0.4::friend(p9, p10).
0.4::friend(p10, p11).
0.4::friend(p11, p12).
0.4::friend(p12, p13).
0.4::friend(p13, p14).
0.4::friend(p14, p15).
0.4::friend(p15, p16).
0.4::friend(p16, p17).
0.4::friend(p17, p18).
0.4::friend(p18, p19).
0.4::friend(p19, p20).
0.4::friend(p20, p21).
0.4::friend(p21, p22).
0.4::friend(p22, p23).
0.4::friend(p23, p24).
0.4::friend(p24, p25).
0.4::friend(p25, p26).
0.4::friend(p26, p27).
0.4::friend(p27, p28).
0.4::friend(p28, p29).
0.4::friend(p29, p0).
0.3::friend(p17, p25).
0.3::friend(p9, p19).
0.3::friend(p0, p19).
0.3::friend(p20, p26).
0.3::friend(p6, p8).
0.3::friend(p1, p12).
0.3::friend(p12, p20).
0.3::friend(p4, p2).
0.2::stress(X) :- person(X).
0.3::influences(X, Y) :- person(X), person(Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
query(smokes(p0)).
query(smokes(p15)).
