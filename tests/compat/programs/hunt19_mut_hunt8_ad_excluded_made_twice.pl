% hunt19: a mutant of hunt8_ad_excluded_made_twice.pl: neg-goal clause 7 after goal 3 nfg/1; cond-then-else2 clause 6 goal 1; nest-agg-all clause 7 goal 3 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
i(1).
i(2).
i(3).
0.3::g(X, a); 0.3::g(X, b); 0.2::g(X, c) :- i(X).
0.8::f(X) :- i(X), X >= 2.
nfg(X) :- ( i(X), \+ (f(X), g(X, c)) ; \+ (i(X)), \+ (f(X), g(X, c)) ).
same(X, Y) :- g(X, V), g(Y, V), all(X, (X < Y), L_6x2), member(X, L_6x2), \+ nfg(Y).
query(same(_,_)).
evidence(g(1, a)).
evidence(\+ nfg(3)).
:- use_module(library(lists)).
