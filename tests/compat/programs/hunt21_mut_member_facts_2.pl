% hunt21: a mutant of hunt19_mut_hunt11_viral.pl that agrees with ProbLog (member-facts person/1 member; directive :- X_d is 2 + 3, X_d > 4.)
:- use_module(library(lists)).
person(X_m) :- member(X_m, [ann, bob, cid]).
trusts(ann, bob).
trusts(bob, ann).
:- X_d is 2 + 3, X_d > 4.
trusts(bob, cid).
trusts(cid, ann).
0.2::marketed(P) :- all(P, (person(P)), L_7x0), member(P, L_7x0).
0.4::influence(A, B) :- trusts(A, B).
buys(P) :- marketed(P).
buys(P) :- ( trusts(P, Q) ; influence(P, Q) ), buys(Q).
query(buys(_)).
evidence(marketed(bob), false).
:- use_module(library(lists)).
