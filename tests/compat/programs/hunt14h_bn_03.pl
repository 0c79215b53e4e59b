% cancer network: pollution, smoker, cancer, xray, dyspnoea; several evidence combinations via separate atoms
0.9::pollution(low); 0.1::pollution(high).
0.3::smoker.
0.03::cancer :- pollution(high), smoker.
0.001::cancer :- pollution(low), smoker.
0.02::cancer :- pollution(high), \+ smoker.
0.001::cancer :- pollution(low), \+ smoker.
0.9::xray_pos :- cancer.
0.2::xray_pos :- \+ cancer.
0.65::dyspnoea :- cancer.
0.3::dyspnoea :- \+ cancer.
both_symptoms :- xray_pos, dyspnoea.
cancer_and_smoker :- cancer, smoker.
evidence(both_symptoms, true).
query(cancer). query(smoker). query(pollution(high)). query(cancer_and_smoker). query(xray_pos).
