% viral marketing: trust network, marketing to a customer, buying spreads through trusted neighbours
customer(c1). customer(c2). customer(c3). customer(c4).
trusts(c1, c2). trusts(c2, c3). trusts(c3, c1). trusts(c3, c4). trusts(c4, c2).
marketed(c1). marketed(c3).
0.2::buy_from_marketing(C) :- customer(C), marketed(C).
0.3::buy_from_trust(C, D) :- trusts(C, D).
0.05::spontaneous(C) :- customer(C).
buys(C) :- spontaneous(C).
buys(C) :- buy_from_marketing(C).
buys(C) :- trusts(C, D), buy_from_trust(C, D), buys(D).
profit(P) :- buys(c1), buys(c4), P = 6.
query(buys(_)).
evidence(buys(c2), false).
query(profit(_)).
