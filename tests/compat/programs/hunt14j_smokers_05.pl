% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% friends and smokers over 30 people (many_q), 0 evidence atoms
person(p0). person(p1). person(p2). person(p3). person(p4). person(p5). person(p6). person(p7). person(p8). person(p9). person(p10). person(p11). person(p12). person(p13). person(p14). person(p15). person(p16). person(p17). person(p18). person(p19). person(p20). person(p21). person(p22). person(p23). person(p24). person(p25). person(p26). person(p27). person(p28). person(p29).
friend(p0, p13). friend(p0, p15). friend(p1, p3). friend(p1, p23). friend(p2, p17). friend(p2, p27). friend(p3, p14). friend(p3, p15). friend(p4, p22). friend(p4, p26). friend(p5, p7). friend(p5, p24). friend(p6, p5). friend(p6, p16). friend(p7, p3). friend(p7, p6). friend(p8, p23). friend(p8, p26). friend(p9, p4). friend(p9, p7). friend(p10, p20). friend(p10, p21). friend(p11, p6). friend(p11, p18). friend(p12, p10). friend(p12, p23). friend(p13, p23). friend(p13, p28). friend(p14, p0). friend(p14, p16). friend(p15, p9). friend(p15, p10). friend(p16, p20). friend(p16, p24). friend(p17, p8). friend(p17, p27). friend(p18, p2). friend(p18, p10). friend(p19, p2). friend(p19, p3). friend(p20, p9). friend(p20, p19). friend(p21, p7). friend(p21, p27). friend(p22, p0). friend(p22, p9). friend(p23, p17). friend(p23, p21). friend(p24, p22). friend(p24, p28). friend(p25, p4). friend(p25, p9). friend(p26, p17). friend(p26, p19). friend(p27, p3). friend(p27, p11). friend(p28, p15). friend(p28, p22). friend(p29, p9). friend(p29, p22).
0.3::stress(X) :- person(X).
0.2::influences(X, Y) :- friend(X, Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
0.4::asthma(X) :- smokes(X).
query(asthma(_)).
