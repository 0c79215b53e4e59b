% hunt21: a mutant of hunt19_mut_hunt8_ad_excluded_made_twice.pl that agrees with ProbLog (arith-negate clause 5 goal 2)
i(1).
i(2).
i(3).
0.3::g(X, a); 0.3::g(X, b); 0.2::g(X, c) :- i(X).
0.8::f(X) :- i(X), \+ X < 2.
nfg(X) :- ( i(X), \+ (f(X), g(X, c)) ; \+ (i(X)), \+ (f(X), g(X, c)) ).
same(X, Y) :- g(X, V), g(Y, V), all(X, (X < Y), L_6x2), member(X, L_6x2), \+ nfg(Y).
query(same(_,_)).
evidence(g(1, a)).
evidence(\+ nfg(3)).
:- use_module(library(lists)).
