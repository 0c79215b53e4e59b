% ProbLog literature: viral-marketing style: buying on its own, through marketing, or through a trusted friend (a probabilistic clause per trust link), over a trust cycle
:- use_module(library(lists)).
person(a). person(b). person(c). person(d).
trusts(a, b). trusts(b, c). trusts(c, a). trusts(d, c). trusts(a, d).
0.3::buy_self(P) :- person(P).
0.4::buy_from(X, Y) :- trusts(X, Y).
0.5::marketed(a).
buys(X) :- buy_self(X).
buys(X) :- marketed(X).
buys(X) :- trusts(X, Y), buy_from(X, Y), buys(Y).

query(buys(_)).

