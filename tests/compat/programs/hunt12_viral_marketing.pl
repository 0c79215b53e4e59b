% hunt12: viral marketing: who buys when a product spreads through trust links, with a marketing choice
person(p1). person(p2). person(p3). person(p4).
trusts(p2, p1). trusts(p3, p1). trusts(p4, p2). trusts(p4, p3).
0.3::marketed(p1).
0.2::buy_spont(P) :- person(P).
0.5::buy_from(P, Q) :- trusts(P, Q).
buys(P) :- marketed(P).
buys(P) :- buy_spont(P).
buys(P) :- buy_from(P, Q), buys(Q).
query(buys(_)).
