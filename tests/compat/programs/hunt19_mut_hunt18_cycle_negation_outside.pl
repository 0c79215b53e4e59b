% hunt19: a mutant of hunt18_cycle_negation_outside.pl: prob-rule clause 8 0.0; cond-then-else2 clause 14 goal 1 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
0.6::road(a, b).
0.5::road(b, c).
0.4::road(c, a).
0.3::road(c, d).
two_way(X, Y) :- road(X, Y).
two_way(X, Y) :- road(Y, X).
conn(X, Y) :- two_way(X, Y).
0.0::conn(X, Y) :- two_way(X, Z), conn(Z, Y).
town(a).
town(b).
town(c).
town(d).
isolated(T) :- town(T), \+ conn(T, _).
cut_off(X, Y) :- ( town(X), town(Y) ; \+ (town(X)), town(Y) ), X \= Y, \+ conn(X, Y).
evidence(conn(a, d), false).
query(isolated(T)).
query(cut_off(b, T)).
query(road(c, d)).
