% hunt21: a mutant of hunt19_mut_hunt11_viral.pl that agrees with ProbLog (left-rec clause 11 goal 2; member-facts person/1 member; dup-variant clause 2)
:- use_module(library(lists)).
person(X_m) :- member(X_m, [ann, bob, cid]).
trusts(ann, bob).
trusts(bob, ann).
trusts(bob, cid).
trusts(cid, ann).
0.2::marketed(P) :- all(P, (person(P)), L_7x0), member(P, L_7x0).
0.4::influence(A, B) :- trusts(A, B).
buys(P) :- marketed(P).
buys(P) :- buys(Q), ( trusts(P, Q) ; influence(P, Q) ).
query(buys(_)).
evidence(marketed(bob), false).
:- use_module(library(lists)).
person(X_m_d) :- member(X_m_d, [ann, bob, cid]).
