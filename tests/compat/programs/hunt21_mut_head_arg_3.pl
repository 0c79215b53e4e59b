% hunt21: a mutant of hunt19_assert_loaded_hunt13_ev_conj_same_path_twice.pl that agrees with ProbLog (head-arg clause 2 arg 1; directive :- X_d is 2 + 3, X_d > 4.; head-arg clause 5 arg 2)
:- use_module(library(assert)).
:- X_d is 2 + 3, X_d > 4.
0.1::e(2,2).
0.1::e('A b', 2).
0.6::e(1,2).
0.6::e(1, "s t").
p(X,Y) :- e(X,Y).
p(X,Y) :- p(X,Z), e(Z,Y).
r(X) :- p(X,Y), p(X,Y).
evidence(r(2), false).
query(e(_,_)).
query(p(_,_)).
query(e(_, _)).
query(e(_, _)).
