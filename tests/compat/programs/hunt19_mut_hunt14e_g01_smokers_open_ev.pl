% hunt19: a mutant of hunt14e_g01_smokers_open_ev.pl: call-n-univ clause 11 goal 1; prob-rule clause 12 1.0 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
person(a).
person(b).
person(c).
person(d).
friend(a, b).
friend(b, c).
friend(c, a).
friend(c, d).
0.2::stress(P) :- person(P).
0.3::influences(X, Y) :- friend(X, Y).
smokes(X) :- G_10x0 =.. [stress, X], call(G_10x0).
1.0::smokes(X) :- friend(Y, X), influences(Y, X), smokes(Y).
0.4::cancer(X) :- smokes(X).
evidence(smokes(b), false).
evidence(cancer(d)).
query(smokes(_)).
query(cancer(_)).
query(stress(_)).
