% the asia network as probabilistic facts and rules with negation
0.01::visit_asia.
0.5::smoker.
0.05::tuberculosis :- visit_asia.
0.01::tuberculosis :- \+ visit_asia.
0.1::lung_cancer :- smoker.
0.01::lung_cancer :- \+ smoker.
0.6::bronchitis :- smoker.
0.3::bronchitis :- \+ smoker.
either :- tuberculosis.
either :- lung_cancer.
0.98::xray :- either.
0.05::xray :- \+ either.
0.9::dyspnoea :- either, bronchitis.
0.7::dyspnoea :- either, \+ bronchitis.
0.8::dyspnoea :- \+ either, bronchitis.
0.1::dyspnoea :- \+ either, \+ bronchitis.
evidence(xray, true).
evidence(visit_asia, true).
query(tuberculosis). query(lung_cancer). query(bronchitis). query(either). query(dyspnoea). query(smoker).
