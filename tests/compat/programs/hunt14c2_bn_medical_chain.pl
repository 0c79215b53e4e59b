% written for this corpus by a find-only hunt (session 22; Bayesian network with evidence)
% asia-style chest clinic network
0.01::visit_asia.
0.5::smoker.
0.05::tub :- visit_asia.
0.01::tub :- \+ visit_asia.
0.1::lung :- smoker.
0.01::lung :- \+ smoker.
0.6::bronc :- smoker.
0.3::bronc :- \+ smoker.
either :- tub.
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
