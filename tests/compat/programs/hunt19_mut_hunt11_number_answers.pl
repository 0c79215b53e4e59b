% hunt19: a mutant of hunt11_number_answers.pl: nest-agg-findall-len clause 7 goal 2; prob-rule clause 7 0.0; nest-agg-nested-all clause 7 goal 5 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
0.5::val(a, -3).
0.5::val(b, 2.5).
0.5::val(c, 1000000000000).
0.5::val(d, 1.0e-7).
0.5::val(e, -0.0).
0.5::val(f, 3.0).
0.0::twice(K, Y) :- val(K, X), findall(Y, (Y is X * 2), L_6x1), length(L_6x1, N_6x1), N_6x1 >= 1, findall(L_6x4, all(Y, (member(Y, L_6x1)), L_6x4), LL_6x4), member(L1_6x4, LL_6x4), member(Y, L1_6x4).
query(val(_, _)).
query(twice(_, _)).
:- use_module(library(lists)).
:- use_module(library(lists)).
