% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% friends and smokers over 25 people (viral), 4 evidence atoms
person(p0). person(p1). person(p2). person(p3). person(p4). person(p5). person(p6). person(p7). person(p8). person(p9). person(p10). person(p11). person(p12). person(p13). person(p14). person(p15). person(p16). person(p17). person(p18). person(p19). person(p20). person(p21). person(p22). person(p23). person(p24).
trusts(p0, p12). trusts(p0, p20). trusts(p1, p12). trusts(p1, p17). trusts(p2, p7). trusts(p2, p9). trusts(p3, p13). trusts(p4, p12). trusts(p4, p22). trusts(p5, p3). trusts(p5, p8). trusts(p6, p12). trusts(p6, p22). trusts(p7, p5). trusts(p7, p9). trusts(p8, p5). trusts(p8, p17). trusts(p9, p0). trusts(p9, p2). trusts(p10, p4). trusts(p10, p17). trusts(p11, p0). trusts(p11, p10). trusts(p12, p3). trusts(p12, p7). trusts(p13, p3). trusts(p13, p20). trusts(p14, p2). trusts(p14, p23). trusts(p15, p3). trusts(p15, p11). trusts(p16, p6). trusts(p16, p13). trusts(p17, p3). trusts(p17, p16). trusts(p18, p15). trusts(p18, p20). trusts(p19, p13). trusts(p19, p21). trusts(p20, p9). trusts(p20, p10). trusts(p21, p14). trusts(p21, p19). trusts(p22, p7). trusts(p23, p1). trusts(p23, p6). trusts(p24, p17). trusts(p24, p23).
0.07::direct(p0).
0.08::direct(p1).
0.26::direct(p2).
0.21::direct(p3).
0.03::direct(p4).
0.09::direct(p5).
0.06::direct(p6).
0.04::direct(p7).
0.21::direct(p8).
0.12::direct(p9).
0.29::direct(p10).
0.16::direct(p11).
0.15::direct(p12).
0.1::direct(p13).
0.07::direct(p14).
0.19::direct(p15).
0.18::direct(p16).
0.28::direct(p17).
0.06::direct(p18).
0.14::direct(p19).
0.25::direct(p20).
0.04::direct(p21).
0.12::direct(p22).
0.27::direct(p23).
0.22::direct(p24).
0.4::passes(X, Y) :- trusts(X, Y).
buys(X) :- direct(X).
buys(X) :- trusts(X, Y), passes(X, Y), buys(Y).
evidence(buys(p10), true).
evidence(buys(p1), true).
evidence(direct(p4), false).
evidence(direct(p17), false).
query(buys(p0)).
query(buys(p2)).
query(buys(p3)).
query(buys(p5)).
