% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% friends and smokers over 14 people with influence along friendship, 12 evidence atoms
person(p0). person(p1). person(p2). person(p3). person(p4). person(p5). person(p6). person(p7). person(p8). person(p9). person(p10). person(p11). person(p12). person(p13).
0.29::friend(p0, p1).
0.37::friend(p1, p2).
0.5::friend(p2, p3).
0.53::friend(p2, p12).
0.4::friend(p3, p4).
0.42::friend(p4, p5).
0.48::friend(p5, p6).
0.52::friend(p6, p7).
0.55::friend(p7, p3).
0.24::friend(p7, p8).
0.46::friend(p8, p9).
0.44::friend(p9, p10).
0.58::friend(p10, p11).
0.41::friend(p11, p12).
0.25::friend(p12, p13).
0.43::friend(p13, p0).
0.37::friend(p13, p2).
0.3::stress(X) :- person(X).
0.2::influences(X, Y) :- person(X), person(Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
0.4::cancer(X) :- smokes(X).
evidence(cancer(p5), false).
evidence(smokes(p4), true).
evidence(cancer(p7), true).
evidence(smokes(p8), false).
evidence(cancer(p1), true).
evidence(smokes(p2), true).
evidence(cancer(p11), false).
evidence(smokes(p6), true).
evidence(cancer(p0), true).
evidence(smokes(p3), false).
evidence(cancer(p9), true).
evidence(smokes(p10), true).
query(smokes(p12)).
query(smokes(p13)).
