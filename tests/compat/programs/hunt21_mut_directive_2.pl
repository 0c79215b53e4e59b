% hunt21: a mutant of hunt19_mut_hunt14c2_bn_medical_chain.pl that agrees with ProbLog (directive :- use_module(library(cut)).)
0.01::visit_asia.
0.5::smoker.
0.05::tub :- visit_asia.
0.01::tub :- findall(x_, (\+ visit_asia), L_3x0), length(L_3x0, N_3x0), N_3x0 >= 1, member(x_, L_3x0).
0.1::lung :- smoker.
0.01::lung :- \+ smoker.
0.6::bronc :- smoker.
0.3::bronc :- \+ smoker.
0.5::either :- tub.
either :- lung.
0.98::xray :- either.
0.05::xray :- \+ either.
0.9::dysp :- either, bronc.
0.7::dysp :- either, \+ bronc.
0.8::dysp :- \+ either, bronc.
0.1::dysp :- \+ either, \+ bronc.
evidence(xray, true).
evidence(dysp, true).
evidence(visit_asia, false).
query(tub).
query(lung).
query(bronc).
:- use_module(library(cut)).
query(smoker).
:- use_module(library(lists)).
