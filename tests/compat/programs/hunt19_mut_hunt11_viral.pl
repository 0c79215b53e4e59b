% hunt19: a mutant of hunt11_viral.pl: nest-agg-all clause 8 goal 1; disj-goals clause 11 goal 1 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
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
query(buys(_)).
evidence(marketed(bob), false).
:- use_module(library(lists)).
