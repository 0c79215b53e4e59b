% hunt19: a mutant of hunt14c2_bn_medical_chain.pl: nest-agg-findall-len clause 4 goal 1; prob-rule clause 9 0.5 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
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
query(smoker).
:- use_module(library(lists)).
