% ProbLog tutorial style social network with influence and evidence on a friend
person(angelika). person(joris). person(jonas). person(dimitar).
friend(joris, jonas). friend(joris, angelika). friend(joris, dimitar). friend(angelika, jonas).
0.3::stress(X) :- person(X).
0.2::influences(X, Y) :- person(X), person(Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
0.4::asthma(X) :- smokes(X).
evidence(smokes(jonas), true).
evidence(influences(angelika, joris), false).
query(smokes(angelika)).
query(smokes(joris)).
query(asthma(X)).
