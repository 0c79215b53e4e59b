% social network smokers with eight people
person(P) :- member(P, [ann, bob, cai, dan, eve, fay, gus, hal]).
:- use_module(library(lists)).
friend(ann, bob). friend(bob, cai). friend(cai, dan). friend(dan, ann).
friend(eve, fay). friend(fay, gus). friend(gus, hal). friend(hal, eve). friend(ann, eve).
0.3::stress(P) :- person(P).
0.2::influences(X, Y) :- friend(X, Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
0.4::asthma(P) :- smokes(P).
evidence(smokes(cai), true).
evidence(asthma(hal), false).
query(smokes(P)) :- person(P).
query(smokes(ann)). query(smokes(eve)). query(asthma(bob)).
