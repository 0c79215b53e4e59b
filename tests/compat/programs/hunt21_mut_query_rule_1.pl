% hunt21: a mutant of hunt19_mut_hunt11_viral.pl that agrees with ProbLog (query-rule trusts/2 over person self; neg-cycle-even over person/1)
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
query(trusts(Q0_q, Q1_q)) :- person(Q0_q).
nc_a(X_c) :- person(X_c), \+ nc_b(X_c).
nc_b(X_c) :- nc_c(X_c).
nc_c(X_c) :- nc_b(X_c).
query(nc_a(_)).
