% a 25-node binary Bayesian network as probabilistic rules with negated parents
0.24::age.
0.13::sex :- age.
0.4::sex :- \+ age.
0.5::smoking.
0.59::pollution :- sex, smoking.
0.08::pollution :- sex, \+ smoking.
0.49::pollution :- \+ sex, smoking.
0.65::pollution :- \+ sex, \+ smoking.
0.69::diet :- age, smoking, pollution.
0.31::diet :- age, smoking, \+ pollution.
0.93::diet :- age, \+ smoking, pollution.
0.75::diet :- age, \+ smoking, \+ pollution.
0.62::diet :- \+ age, smoking, pollution.
0.51::diet :- \+ age, smoking, \+ pollution.
0.7::diet :- \+ age, \+ smoking, pollution.
0.82::diet :- \+ age, \+ smoking, \+ pollution.
0.26::exercise.
0.23::stress :- exercise.
0.92::stress :- \+ exercise.
0.74::genes.
0.35::obesity :- age, genes.
0.2::obesity :- age, \+ genes.
0.34::obesity :- \+ age, genes.
0.9::obesity :- \+ age, \+ genes.
0.3::diabetes :- stress, age.
0.34::diabetes :- stress, \+ age.
0.4::diabetes :- \+ stress, age.
0.96::diabetes :- \+ stress, \+ age.
0.28::hypertension :- sex, obesity.
0.11::hypertension :- sex, \+ obesity.
0.51::hypertension :- \+ sex, obesity.
0.43::hypertension :- \+ sex, \+ obesity.
0.79::cholesterol :- obesity, diet.
0.94::cholesterol :- obesity, \+ diet.
0.77::cholesterol :- \+ obesity, diet.
0.82::cholesterol :- \+ obesity, \+ diet.
0.18::heart_disease :- hypertension.
0.48::heart_disease :- \+ hypertension.
0.02::stroke :- diet.
0.28::stroke :- \+ diet.
0.39::kidney :- pollution, stroke, genes.
0.07::kidney :- pollution, stroke, \+ genes.
0.29::kidney :- pollution, \+ stroke, genes.
0.78::kidney :- pollution, \+ stroke, \+ genes.
0.91::kidney :- \+ pollution, stroke, genes.
0.07::kidney :- \+ pollution, stroke, \+ genes.
0.27::kidney :- \+ pollution, \+ stroke, genes.
0.77::kidney :- \+ pollution, \+ stroke, \+ genes.
0.21::fatigue.
0.24::chest_pain :- diet, smoking, exercise.
0.32::chest_pain :- diet, smoking, \+ exercise.
0.41::chest_pain :- diet, \+ smoking, exercise.
0.84::chest_pain :- diet, \+ smoking, \+ exercise.
0.41::chest_pain :- \+ diet, smoking, exercise.
0.14::chest_pain :- \+ diet, smoking, \+ exercise.
0.6::chest_pain :- \+ diet, \+ smoking, exercise.
0.41::chest_pain :- \+ diet, \+ smoking, \+ exercise.
0.9::dyspnoea :- chest_pain, pollution.
0.74::dyspnoea :- chest_pain, \+ pollution.
0.53::dyspnoea :- \+ chest_pain, pollution.
0.95::dyspnoea :- \+ chest_pain, \+ pollution.
0.15::cough :- cholesterol, exercise.
0.63::cough :- cholesterol, \+ exercise.
0.47::cough :- \+ cholesterol, exercise.
0.43::cough :- \+ cholesterol, \+ exercise.
0.51::fever :- sex, obesity, fatigue.
0.64::fever :- sex, obesity, \+ fatigue.
0.1::fever :- sex, \+ obesity, fatigue.
0.44::fever :- sex, \+ obesity, \+ fatigue.
0.61::fever :- \+ sex, obesity, fatigue.
0.82::fever :- \+ sex, obesity, \+ fatigue.
0.25::fever :- \+ sex, \+ obesity, fatigue.
0.97::fever :- \+ sex, \+ obesity, \+ fatigue.
0.55::infection :- kidney, heart_disease.
0.43::infection :- kidney, \+ heart_disease.
0.32::infection :- \+ kidney, heart_disease.
0.76::infection :- \+ kidney, \+ heart_disease.
0.37::xray.
0.62::ecg :- diabetes.
0.56::ecg :- \+ diabetes.
0.53::blood_test.
0.87::insulin.
evidence(blood_test, false).
evidence(insulin, false).
evidence(kidney, true).
query(age).
query(sex).
query(smoking).
query(pollution).
query(diet).
query(exercise).
query(stress).
query(genes).
query(obesity).
query(diabetes).
query(hypertension).
query(cholesterol).
query(heart_disease).
query(stroke).
query(fatigue).
query(chest_pain).
query(dyspnoea).
query(cough).
query(fever).
query(infection).
query(xray).
query(ecg).
