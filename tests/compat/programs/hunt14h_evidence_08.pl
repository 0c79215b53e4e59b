% friends and smokers with evidence on several people and a query per person
person(P) :- member(P, [ann, bob, cid, dan, eve, fay]).
0.3::stress(P) :- person(P).
0.2::influences(ann, bob). 0.2::influences(bob, cid). 0.2::influences(cid, dan).
0.2::influences(dan, ann). 0.2::influences(eve, fay). 0.2::influences(ann, eve).
smokes(X) :- stress(X).
smokes(X) :- influences(Y, X), smokes(Y).
0.4::asthma(X) :- smokes(X), person(X).
evidence(smokes(ann), true).
evidence(asthma(cid), true).
evidence(smokes(fay), false).
query(smokes(P)) :- person(P).
query(asthma(P)) :- person(P).
:- use_module(library(lists)).
