% hunt8: ProbLog stops a conjunction at an excluded AD outcome: the later atom is first made by a later query (not listed)
0.3::w(D,sun);0.5::w(D,rain);0.2::w(D,snow):-day(D).
day(1). day(2).
m(X):-w(1,X),w(2,X).
query(m(_)).
query(w(_,rain)).
evidence(w(1,sun)).
evidence(w(2,snow)).
