% hunt12: the smokers network with evidence on a friend, open and ground queries
person(angelika). person(joris). person(jonas). person(dimitar).
friend(joris, jonas). friend(joris, angelika). friend(joris, dimitar). friend(angelika, jonas).
0.3::stress(X) :- person(X).
0.2::influences(X, Y) :- person(X), person(Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
0.4::asthma(X) :- smokes(X).
evidence(smokes(jonas), true).
evidence(asthma(dimitar), false).
query(smokes(_)).
query(asthma(angelika)).
