% social network / smokers: stress, influence along a cyclic friends graph, asthma
person(angelika). person(joris). person(jonas). person(dimitar).
friend(joris, jonas). friend(joris, angelika). friend(joris, dimitar).
friend(angelika, jonas).
0.3::stress(X) :- person(X).
0.2::influences(X, Y) :- person(X), person(Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
0.4::asthma(X) :- smokes(X).
evidence(smokes(jonas), true).
query(smokes(angelika)).
query(asthma(_)).
