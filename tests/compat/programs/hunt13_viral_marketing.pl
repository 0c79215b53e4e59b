% viral marketing: buys through trusted friends with a cycle and evidence
person(ann). person(bob). person(cat).
trusts(ann,bob). trusts(bob,ann). trusts(cat,bob).
0.3::buys(X) :- person(X).
0.4::buys(X) :- trusts(X,Y), buys(Y).
evidence(buys(cat), true).
query(buys(_)).
