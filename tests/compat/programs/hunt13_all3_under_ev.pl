% all/3 and findall over a probabilistic predicate with negative evidence
0.5::p(1). 0.5::p(2). 0.4::q(1).
s(L) :- findall(X, (p(X) ; q(X)), L).
evidence(p(2), false).
query(s(_)).
