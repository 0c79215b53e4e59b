% hunt6 (ProbLog compatibility, 6th hunt): smokers tiny
person(a). person(b). person(c).
0.3::stress(P) :- person(P).
0.2::influences(a, b). 0.2::influences(b, c). 0.2::influences(c, a).
smokes(X) :- stress(X).
smokes(X) :- influences(Y, X), smokes(Y).
0.4::asthma(X) :- smokes(X).
evidence(smokes(b)).
evidence(asthma(c), false).
query(smokes(_)). query(asthma(a)).
