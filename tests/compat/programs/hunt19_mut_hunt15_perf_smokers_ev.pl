% hunt19: a mutant of hunt15_perf_smokers_ev.pl: evidence-query smokes(4) false; neg-goal clause 5 after goal 1 person/1; cond-else-true clause 2 goal 1 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
person(P) :- between(1, 8, P).
0.3::stress(P) :- ( person(P) ; \+ (person(P)) ).
0.2::influences(X, Y) :- person(X), person(Y), X =\= Y, abs(X - Y) =< 2.
smokes(X) :- stress(X).
smokes(X) :- influences(Y, X), \+ person(Y), smokes(Y).
0.4::cancer(X) :- smokes(X).
evidence(smokes(1)).
evidence(smokes(3), false).
evidence(cancer(5)).
evidence(smokes(7), false).
query(smokes(2)).
query(smokes(4)).
query(smokes(6)).
query(smokes(8)).
query(cancer(_)).
evidence(smokes(4), false).
