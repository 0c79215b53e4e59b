% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% friends and smokers over 12 people with influence along friendship, 8 evidence atoms
person(p0). person(p1). person(p2). person(p3). person(p4). person(p5). person(p6). person(p7). person(p8). person(p9). person(p10). person(p11).
0.35::friend(p0, p1).
0.5::friend(p1, p2).
0.31::friend(p2, p3).
0.23::friend(p3, p4).
0.54::friend(p4, p5).
0.43::friend(p5, p6).
0.49::friend(p6, p7).
0.49::friend(p6, p11).
0.4::friend(p7, p0).
0.37::friend(p7, p8).
0.52::friend(p8, p7).
0.5::friend(p8, p9).
0.2::friend(p9, p10).
0.44::friend(p10, p11).
0.5::friend(p11, p0).
0.3::stress(X) :- person(X).
0.2::influences(X, Y) :- person(X), person(Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
0.4::cancer(X) :- smokes(X).
evidence(cancer(p10), false).
evidence(smokes(p6), true).
evidence(cancer(p8), true).
evidence(smokes(p5), false).
evidence(cancer(p2), true).
evidence(smokes(p9), true).
evidence(cancer(p4), false).
evidence(smokes(p0), true).
query(smokes(p1)).
query(smokes(p3)).
query(smokes(p7)).
