% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% friends and smokers over 40 people (viral), 20 evidence atoms
person(p0). person(p1). person(p2). person(p3). person(p4). person(p5). person(p6). person(p7). person(p8). person(p9). person(p10). person(p11). person(p12). person(p13). person(p14). person(p15). person(p16). person(p17). person(p18). person(p19). person(p20). person(p21). person(p22). person(p23). person(p24). person(p25). person(p26). person(p27). person(p28). person(p29). person(p30). person(p31). person(p32). person(p33). person(p34). person(p35). person(p36). person(p37). person(p38). person(p39).
trusts(p0, p1). trusts(p1, p3). trusts(p2, p18). trusts(p3, p14). trusts(p4, p5). trusts(p5, p36). trusts(p6, p33). trusts(p7, p26). trusts(p8, p12). trusts(p9, p37). trusts(p10, p15). trusts(p11, p4). trusts(p12, p37). trusts(p13, p8). trusts(p14, p2). trusts(p15, p25). trusts(p16, p0). trusts(p17, p3). trusts(p18, p36). trusts(p19, p4). trusts(p20, p17). trusts(p21, p11). trusts(p22, p0). trusts(p23, p14). trusts(p24, p31). trusts(p26, p34). trusts(p27, p20). trusts(p28, p37). trusts(p29, p10). trusts(p30, p14). trusts(p31, p0). trusts(p32, p39). trusts(p33, p2). trusts(p34, p2). trusts(p35, p0). trusts(p36, p27). trusts(p37, p26). trusts(p38, p31). trusts(p39, p4).
0.16::direct(p0).
0.03::direct(p1).
0.06::direct(p2).
0.13::direct(p3).
0.14::direct(p4).
0.29::direct(p5).
0.18::direct(p6).
0.17::direct(p7).
0.12::direct(p8).
0.16::direct(p9).
0.07::direct(p10).
0.21::direct(p11).
0.03::direct(p12).
0.09::direct(p13).
0.17::direct(p14).
0.05::direct(p15).
0.09::direct(p16).
0.03::direct(p17).
0.18::direct(p18).
0.09::direct(p19).
0.3::direct(p20).
0.16::direct(p21).
0.11::direct(p22).
0.2::direct(p23).
0.05::direct(p24).
0.23::direct(p25).
0.15::direct(p26).
0.12::direct(p27).
0.2::direct(p28).
0.27::direct(p29).
0.08::direct(p30).
0.23::direct(p31).
0.11::direct(p32).
0.26::direct(p33).
0.07::direct(p34).
0.12::direct(p35).
0.09::direct(p36).
0.23::direct(p37).
0.07::direct(p38).
0.1::direct(p39).
0.4::passes(X, Y) :- trusts(X, Y).
buys(X) :- direct(X).
buys(X) :- trusts(X, Y), passes(X, Y), buys(Y).
evidence(buys(p12), true).
evidence(buys(p4), true).
evidence(buys(p33), true).
evidence(buys(p22), true).
evidence(buys(p1), true).
evidence(buys(p6), true).
evidence(buys(p23), true).
evidence(buys(p28), true).
evidence(buys(p21), true).
evidence(buys(p27), true).
evidence(direct(p8), false).
evidence(direct(p37), false).
evidence(direct(p35), false).
evidence(direct(p31), false).
evidence(direct(p16), false).
evidence(direct(p15), false).
evidence(direct(p25), false).
evidence(direct(p13), false).
evidence(direct(p26), false).
evidence(direct(p14), false).
query(buys(p0)).
query(buys(p2)).
query(buys(p3)).
query(buys(p5)).
