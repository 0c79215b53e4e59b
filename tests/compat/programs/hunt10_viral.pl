% hunt10: viral marketing: who buys given who is marketed to (noisy-or over trust)
person(ann). person(bob). person(cid). person(dee).
trusts(bob, ann). trusts(cid, ann). trusts(cid, bob). trusts(dee, cid). trusts(ann, dee).
marketed(ann).
0.4::buy_from_marketing(P) :- person(P).
0.3::buy_from_trust(P, Q) :- person(P), person(Q).
buys(P) :- marketed(P), buy_from_marketing(P).
buys(P) :- trusts(P, Q), buys(Q), buy_from_trust(P, Q).
query(buys(P)) :- person(P).
