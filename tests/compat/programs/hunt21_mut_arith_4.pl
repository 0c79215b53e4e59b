% hunt21: a mutant of hunt19_mut_hunt11_number_answers.pl that agrees with ProbLog (arith-flip clause 7 goal 4)
0.5::val(a, -3).
0.5::val(b, 2.5).
0.5::val(c, 1000000000000).
0.5::val(d, 1.0e-7).
0.5::val(e, -0.0).
0.5::val(f, 3.0).
0.0::twice(K, Y) :- val(K, X), findall(Y, (Y is X * 2), L_6x1), length(L_6x1, N_6x1), 1 =< N_6x1, findall(L_6x4, all(Y, (member(Y, L_6x1)), L_6x4), LL_6x4), member(L1_6x4, LL_6x4), member(Y, L1_6x4).
query(val(_, _)).
query(twice(_, _)).
:- use_module(library(lists)).
:- use_module(library(lists)).
