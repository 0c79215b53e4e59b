% tutorial smokers with friends and asthma, evidence on a derived atom
person(angelika). person(joris). person(jonas). person(dimitar).
friend(joris,jonas). friend(joris,angelika). friend(joris,dimitar).
friend(angelika,jonas). friend(jonas,dimitar). friend(dimitar,joris).
0.3::stress(X) :- person(X).
0.2::influences(X,Y) :- person(X), person(Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X,Y), influences(Y,X), smokes(Y).
0.4::asthma(X) :- smokes(X).
nonsmoker(X) :- person(X), \+ smokes(X).
evidence(smokes(jonas), true).
evidence(asthma(joris), false).
query(smokes(X)).
query(asthma(X)).
query(nonsmoker(angelika)).
