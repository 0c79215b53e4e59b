% hunt17: a mutant (agreeing with ProbLog) of hunt12_smokers_evidence.pl: query-bind clause 16 arg 1
person(angelika).
person(joris).
person(jonas).
person(dimitar).
friend(joris, jonas).
friend(joris, angelika).
friend(joris, dimitar).
friend(angelika, jonas).
0.3::stress(X) :- person(X).
0.2::influences(X, Y) :- person(X), person(Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
0.4::asthma(X) :- smokes(X).
evidence(smokes(jonas), true).
evidence(asthma(dimitar), false).
query(smokes(smokes)).
query(asthma(angelika)).
