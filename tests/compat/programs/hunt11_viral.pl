% viral marketing: buys through trust network with a tabled cycle
person(ann). person(bob). person(cid).
trusts(ann, bob). trusts(bob, ann). trusts(bob, cid). trusts(cid, ann).
0.2::marketed(P) :- person(P).
0.4::influence(A, B) :- trusts(A, B).
buys(P) :- marketed(P).
buys(P) :- trusts(P, Q), influence(P, Q), buys(Q).
query(buys(_)).
evidence(marketed(bob), false).
