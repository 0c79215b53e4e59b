% hunt10: a forall leaves a clause variable unbound; the evidence falsifies the body, the query lists h(X2) with 0
:- use_module(library(lists)).
0.5::q(1,1). 0.5::q(1,2). 0.4::q(2,1). 0.4::q(2,2).
0.8::h(X) :- X = 1, forall(member(Y, [1, 2]), q(X, Y)).
evidence(q(1,2), false).
query(h(_)).
query(q(1,1)).
