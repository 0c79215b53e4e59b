% hunt17: a mutant (agreeing with ProbLog) of hunt2_social_smokers.pl: reorder-clauses; reorder-goals clause 12
query(nonsmoker(angelika)).
evidence(smokes(jonas), true).
friend(joris,angelika).
nonsmoker(X) :- person(X), \+ smokes(X).
query(smokes(X)).
0.3::stress(X) :- person(X).
person(joris).
friend(joris,dimitar).
person(angelika).
smokes(X) :- stress(X).
friend(dimitar,joris).
0.2::influences(X,Y) :- person(Y), person(X).
smokes(X) :- friend(X,Y), influences(Y,X), smokes(Y).
query(asthma(X)).
friend(angelika,jonas).
friend(joris,jonas).
person(jonas).
person(dimitar).
friend(jonas,dimitar).
evidence(asthma(joris), false).
0.4::asthma(X) :- smokes(X).
