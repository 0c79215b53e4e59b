% hunt21: a mutant of hunt19_assert_loaded_hunt13_ev_conj_same_path_twice.pl that agrees with ProbLog (dup-variant clause 6; directive :- use_module(library(cut)).; head-arg clause 2 arg 1)
:- use_module(library(assert)).
0.1::e(2,2).
0.1::e([2], 2).
0.6::e(1,2).
p(X,Y) :- e(X,Y).
p(X,Y) :- p(X,Z), e(Z,Y).
r(X) :- p(X,Y), p(X,Y).
:- use_module(library(cut)).
evidence(r(2), false).
query(e(_,_)).
query(p(_,_)).
r(X_d) :- p(X_d,Y_d), p(X_d,Y_d).
query(e(_, _)).
