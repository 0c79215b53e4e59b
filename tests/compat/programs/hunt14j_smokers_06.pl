% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% friends and smokers over 20 people (classic), 12 evidence atoms
person(p0). person(p1). person(p2). person(p3). person(p4). person(p5). person(p6). person(p7). person(p8). person(p9). person(p10). person(p11). person(p12). person(p13). person(p14). person(p15). person(p16). person(p17). person(p18). person(p19).
friend(p0, p2). friend(p0, p9). friend(p1, p4). friend(p1, p7). friend(p2, p5). friend(p2, p7). friend(p2, p10). friend(p3, p4). friend(p3, p8). friend(p3, p16). friend(p4, p6). friend(p4, p16). friend(p5, p7). friend(p5, p8). friend(p5, p13). friend(p6, p9). friend(p6, p13). friend(p6, p15). friend(p7, p3). friend(p7, p9). friend(p7, p17). friend(p8, p2). friend(p8, p11). friend(p9, p3). friend(p9, p6). friend(p9, p10). friend(p10, p6). friend(p10, p14). friend(p10, p16). friend(p11, p0). friend(p11, p3). friend(p11, p15). friend(p12, p3). friend(p12, p16). friend(p12, p17). friend(p13, p2). friend(p13, p17). friend(p14, p1). friend(p14, p4). friend(p14, p11). friend(p15, p5). friend(p15, p11). friend(p15, p12). friend(p16, p3). friend(p16, p4). friend(p16, p5). friend(p17, p1). friend(p17, p2). friend(p17, p3). friend(p18, p7). friend(p18, p10). friend(p18, p12). friend(p19, p5). friend(p19, p17). friend(p19, p18).
0.3::stress(X) :- person(X).
0.2::influences(X, Y) :- friend(X, Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
0.4::asthma(X) :- smokes(X).
evidence(smokes(p19), false).
evidence(smokes(p10), true).
evidence(smokes(p11), true).
evidence(smokes(p1), false).
evidence(smokes(p3), true).
evidence(smokes(p18), true).
evidence(smokes(p0), false).
evidence(smokes(p13), true).
evidence(smokes(p8), true).
evidence(smokes(p7), false).
evidence(smokes(p14), true).
evidence(smokes(p5), true).
query(asthma(p2)).
query(asthma(p4)).
query(asthma(p6)).
query(asthma(p9)).
query(asthma(p12)).
