% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% friends and smokers over 20 people (classic), 3 evidence atoms
person(p0). person(p1). person(p2). person(p3). person(p4). person(p5). person(p6). person(p7). person(p8). person(p9). person(p10). person(p11). person(p12). person(p13). person(p14). person(p15). person(p16). person(p17). person(p18). person(p19).
friend(p0, p9). friend(p0, p19). friend(p1, p3). friend(p1, p10). friend(p2, p6). friend(p3, p1). friend(p3, p8). friend(p4, p14). friend(p4, p15). friend(p5, p4). friend(p5, p6). friend(p6, p19). friend(p7, p14). friend(p8, p0). friend(p9, p14). friend(p9, p17). friend(p10, p6). friend(p10, p16). friend(p11, p0). friend(p11, p15). friend(p12, p1). friend(p12, p6). friend(p13, p5). friend(p14, p5). friend(p14, p6). friend(p15, p10). friend(p15, p19). friend(p16, p6). friend(p16, p7). friend(p17, p1). friend(p17, p12). friend(p18, p3). friend(p18, p15). friend(p19, p1). friend(p19, p18).
0.3::stress(X) :- person(X).
0.2::influences(X, Y) :- friend(X, Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(X, Y), smokes(Y).
0.4::asthma(X) :- smokes(X).
evidence(smokes(p4), false).
evidence(smokes(p12), true).
evidence(smokes(p15), true).
query(asthma(p0)).
query(asthma(p1)).
query(asthma(p2)).
query(asthma(p3)).
query(asthma(p5)).
