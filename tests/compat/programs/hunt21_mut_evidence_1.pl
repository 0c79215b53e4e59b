% hunt21: a mutant of hunt19_mut_hunt11_viral.pl that agrees with ProbLog (evidence buys(cid) false)
person(ann).
person(bob).
person(cid).
trusts(ann, bob).
trusts(bob, ann).
trusts(bob, cid).
trusts(cid, ann).
0.2::marketed(P) :- all(P, (person(P)), L_7x0), member(P, L_7x0).
0.4::influence(A, B) :- trusts(A, B).
buys(P) :- marketed(P).
buys(P) :- ( trusts(P, Q) ; influence(P, Q) ), buys(Q).
evidence(buys(cid), false).
query(buys(_)).
evidence(marketed(bob), false).
:- use_module(library(lists)).
