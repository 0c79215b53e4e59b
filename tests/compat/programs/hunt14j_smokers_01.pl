% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% friends and smokers over 20 people (classic), 3 evidence atoms
person(p0). person(p1). person(p2). person(p3). person(p4). person(p5). person(p6). person(p7). person(p8). person(p9). person(p10). person(p11). person(p12). person(p13). person(p14). person(p15). person(p16). person(p17). person(p18). person(p19).
friend(p0, p1). friend(p0, p6). friend(p1, p0). friend(p1, p4). friend(p2, p8). friend(p2, p19). friend(p3, p0). friend(p3, p14). friend(p4, p0). friend(p4, p5). friend(p5, p8). friend(p5, p14). friend(p6, p14). friend(p7, p6). friend(p8, p3). friend(p8, p9). friend(p9, p11). friend(p9, p12). friend(p10, p3). friend(p10, p14). friend(p11, p7). friend(p11, p13). friend(p12, p9). friend(p12, p15). friend(p13, p3). friend(p13, p4). friend(p14, p4). friend(p14, p15). friend(p15, p5). friend(p16, p6). friend(p16, p12). friend(p17, p3). friend(p17, p15). friend(p18, p7). friend(p19, p10). friend(p19, p17).
0.3::stress(X) :- person(X).
0.2::influences(X, Y) :- friend(X, Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
0.4::asthma(X) :- smokes(X).
evidence(smokes(p3), false).
evidence(smokes(p4), true).
evidence(smokes(p17), true).
query(asthma(p0)).
query(asthma(p1)).
query(asthma(p2)).
query(asthma(p5)).
query(asthma(p6)).
