% hunt19: a mutant of hunt7_gen_ad7_00.pl: nest-agg-nested-all clause 6 goal 1; aux-split clause 6 at 2 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
person(ann).
person(bob).
0.3214::col(X,red); 0.3214::col(X,green); 0.2143::col(X,blue); 0.1429::col(X,white) :- person(X).
0.4::likes(X, Y) :- person(X), person(Y), X \== Y.
match(X,Y) :- likes(X,Y), col(X,C), col(Y,C).
warm(X) :- aux_6(X, L_5x0, LL_5x0, L1_5x0), findall(L_5x0, all(X, (col(X, red)), L_5x0), LL_5x0), member(L1_5x0, LL_5x0).
aux_6(X, L_5x0, LL_5x0, L1_5x0) :- member(X, L1_5x0).
warm(X) :- col(X, blue), \+ col(X, red).
odd(X) :- person(X), \+ (col(X, red) ; col(X, green)).
lonely(X) :- person(X), \+ (likes(X, Y), col(Y, red)).
0.9::gift(X, C) :- col(X, C), C \== red.
query(likes(_,_)).
query(match(ann,bob)).
query(gift(_,_)).
query(match(_,_)).
evidence(match(ann,bob), false).
evidence(likes(bob,ann)).
:- use_module(library(lists)).
