% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% friends and smokers over 40 people (classic), 8 evidence atoms
person(p0). person(p1). person(p2). person(p3). person(p4). person(p5). person(p6). person(p7). person(p8). person(p9). person(p10). person(p11). person(p12). person(p13). person(p14). person(p15). person(p16). person(p17). person(p18). person(p19). person(p20). person(p21). person(p22). person(p23). person(p24). person(p25). person(p26). person(p27). person(p28). person(p29). person(p30). person(p31). person(p32). person(p33). person(p34). person(p35). person(p36). person(p37). person(p38). person(p39).
friend(p0, p24). friend(p0, p30). friend(p1, p12). friend(p1, p26). friend(p2, p12). friend(p2, p25). friend(p3, p27). friend(p4, p28). friend(p5, p2). friend(p5, p33). friend(p6, p12). friend(p6, p20). friend(p7, p15). friend(p7, p31). friend(p8, p33). friend(p8, p39). friend(p9, p12). friend(p9, p25). friend(p10, p20). friend(p10, p30). friend(p11, p8). friend(p11, p27). friend(p12, p2). friend(p12, p29). friend(p13, p15). friend(p13, p33). friend(p14, p16). friend(p14, p28). friend(p15, p30). friend(p15, p31). friend(p16, p2). friend(p16, p17). friend(p17, p6). friend(p17, p11). friend(p18, p2). friend(p18, p24). friend(p19, p0). friend(p19, p16). friend(p20, p11). friend(p20, p13). friend(p21, p7). friend(p21, p12). friend(p22, p8). friend(p23, p12). friend(p23, p14). friend(p24, p15). friend(p24, p27). friend(p25, p19). friend(p25, p22). friend(p26, p12). friend(p26, p19). friend(p27, p18). friend(p27, p21). friend(p28, p15). friend(p28, p29). friend(p29, p3). friend(p29, p22). friend(p30, p12). friend(p30, p39). friend(p31, p24). friend(p31, p25). friend(p32, p33). friend(p32, p36). friend(p33, p22). friend(p34, p10). friend(p34, p26). friend(p35, p15). friend(p36, p22). friend(p37, p7). friend(p37, p12). friend(p38, p20). friend(p38, p37). friend(p39, p0). friend(p39, p5).
0.3::stress(X) :- person(X).
0.2::influences(X, Y) :- friend(X, Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
0.4::asthma(X) :- smokes(X).
evidence(smokes(p32), false).
evidence(smokes(p24), true).
evidence(smokes(p36), true).
evidence(smokes(p20), false).
evidence(smokes(p6), true).
evidence(smokes(p18), true).
evidence(smokes(p10), false).
evidence(smokes(p16), true).
query(asthma(p0)).
query(asthma(p1)).
query(asthma(p2)).
query(asthma(p3)).
query(asthma(p4)).
