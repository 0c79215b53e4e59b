% social network with negation: smokers and non-influenced people
person(ann). person(bob). person(cat). person(dan).
0.3::stress(P) :- person(P).
0.2::influences(ann, bob). 0.2::influences(bob, cat). 0.2::influences(cat, dan). 0.1::influences(dan, ann).
smokes(X) :- stress(X).
smokes(X) :- influences(Y, X), smokes(Y).
lonely(X) :- person(X), \+ friend_smokes(X).
friend_smokes(X) :- influences(Y, X), smokes(Y).
0.4::asthma(X) :- smokes(X).
healthy(X) :- person(X), \+ asthma(X), \+ smokes(X).
query(smokes(X)) :- person(X).
query(lonely(bob)).
query(healthy(X)) :- person(X).
