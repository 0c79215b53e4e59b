% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% friends and smokers over 30 people (classic), 5 evidence atoms
person(p0). person(p1). person(p2). person(p3). person(p4). person(p5). person(p6). person(p7). person(p8). person(p9). person(p10). person(p11). person(p12). person(p13). person(p14). person(p15). person(p16). person(p17). person(p18). person(p19). person(p20). person(p21). person(p22). person(p23). person(p24). person(p25). person(p26). person(p27). person(p28). person(p29).
friend(p0, p2). friend(p0, p22). friend(p1, p10). friend(p1, p13). friend(p2, p0). friend(p2, p24). friend(p3, p9). friend(p3, p10). friend(p4, p22). friend(p4, p24). friend(p5, p21). friend(p5, p22). friend(p6, p15). friend(p6, p19). friend(p7, p8). friend(p7, p24). friend(p8, p14). friend(p8, p15). friend(p9, p17). friend(p9, p27). friend(p10, p15). friend(p10, p19). friend(p11, p4). friend(p11, p29). friend(p12, p15). friend(p12, p18). friend(p13, p1). friend(p13, p17). friend(p14, p6). friend(p14, p7). friend(p15, p22). friend(p15, p28). friend(p16, p6). friend(p16, p29). friend(p17, p0). friend(p17, p9). friend(p18, p3). friend(p18, p7). friend(p19, p8). friend(p19, p17). friend(p20, p5). friend(p21, p15). friend(p21, p24). friend(p22, p21). friend(p23, p0). friend(p23, p28). friend(p24, p18). friend(p24, p28). friend(p25, p2). friend(p25, p24). friend(p26, p20). friend(p26, p23). friend(p27, p13). friend(p27, p16). friend(p28, p17). friend(p28, p26). friend(p29, p24).
0.3::stress(X) :- person(X).
0.2::influences(X, Y) :- friend(X, Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
0.4::asthma(X) :- smokes(X).
evidence(smokes(p17), false).
evidence(smokes(p21), true).
evidence(smokes(p23), true).
evidence(smokes(p9), false).
evidence(smokes(p15), true).
query(asthma(p0)).
query(asthma(p1)).
query(asthma(p2)).
query(asthma(p3)).
query(asthma(p4)).
