% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% friends and smokers over 50 people (classic), 10 evidence atoms
person(p0). person(p1). person(p2). person(p3). person(p4). person(p5). person(p6). person(p7). person(p8). person(p9). person(p10). person(p11). person(p12). person(p13). person(p14). person(p15). person(p16). person(p17). person(p18). person(p19). person(p20). person(p21). person(p22). person(p23). person(p24). person(p25). person(p26). person(p27). person(p28). person(p29). person(p30). person(p31). person(p32). person(p33). person(p34). person(p35). person(p36). person(p37). person(p38). person(p39). person(p40). person(p41). person(p42). person(p43). person(p44). person(p45). person(p46). person(p47). person(p48). person(p49).
friend(p0, p2). friend(p0, p5). friend(p1, p31). friend(p1, p38). friend(p2, p1). friend(p2, p13). friend(p3, p38). friend(p3, p49). friend(p4, p16). friend(p4, p39). friend(p5, p15). friend(p5, p46). friend(p6, p1). friend(p6, p49). friend(p7, p15). friend(p7, p22). friend(p8, p6). friend(p8, p41). friend(p9, p8). friend(p9, p47). friend(p10, p6). friend(p10, p7). friend(p11, p35). friend(p11, p47). friend(p12, p22). friend(p12, p36). friend(p13, p16). friend(p13, p37). friend(p14, p24). friend(p14, p28). friend(p15, p12). friend(p15, p31). friend(p16, p6). friend(p16, p47). friend(p17, p4). friend(p17, p19). friend(p18, p29). friend(p18, p38). friend(p19, p16). friend(p19, p29). friend(p20, p11). friend(p20, p39). friend(p21, p1). friend(p21, p7). friend(p22, p24). friend(p22, p38). friend(p23, p8). friend(p23, p30). friend(p24, p23). friend(p24, p32). friend(p25, p4). friend(p25, p40). friend(p26, p30). friend(p26, p40). friend(p27, p18). friend(p27, p43). friend(p28, p27). friend(p28, p49). friend(p29, p21). friend(p29, p40). friend(p30, p3). friend(p30, p20). friend(p31, p11). friend(p31, p14). friend(p32, p2). friend(p32, p47). friend(p33, p8). friend(p33, p40). friend(p34, p5). friend(p34, p43). friend(p35, p4). friend(p35, p5). friend(p36, p13). friend(p36, p25). friend(p37, p16). friend(p38, p18). friend(p38, p31). friend(p39, p47). friend(p39, p49). friend(p40, p4). friend(p40, p32). friend(p41, p2). friend(p41, p11). friend(p42, p26). friend(p42, p41). friend(p43, p41). friend(p43, p45). friend(p44, p2). friend(p44, p30). friend(p45, p2). friend(p45, p33). friend(p46, p8). friend(p46, p21). friend(p47, p22). friend(p47, p23). friend(p48, p2). friend(p48, p45). friend(p49, p12). friend(p49, p44).
0.3::stress(X) :- person(X).
0.2::influences(X, Y) :- friend(X, Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
0.4::asthma(X) :- smokes(X).
evidence(smokes(p37), false).
evidence(smokes(p3), true).
evidence(smokes(p25), true).
evidence(smokes(p45), false).
evidence(smokes(p24), true).
evidence(smokes(p18), true).
evidence(smokes(p9), false).
evidence(smokes(p28), true).
evidence(smokes(p44), true).
evidence(smokes(p1), false).
query(asthma(p0)).
query(asthma(p2)).
query(asthma(p4)).
query(asthma(p5)).
query(asthma(p6)).
