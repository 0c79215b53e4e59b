% a 25-node binary Bayesian network as probabilistic rules with negated parents
0.57::age.
0.07::sex :- age.
0.7::sex :- \+ age.
0.47::smoking :- sex.
0.69::smoking :- \+ sex.
0.4::pollution :- sex.
0.07::pollution :- \+ sex.
0.35::diet :- pollution, smoking, age.
0.4::diet :- pollution, smoking, \+ age.
0.03::diet :- pollution, \+ smoking, age.
0.37::diet :- pollution, \+ smoking, \+ age.
0.39::diet :- \+ pollution, smoking, age.
0.37::diet :- \+ pollution, smoking, \+ age.
0.53::diet :- \+ pollution, \+ smoking, age.
0.33::diet :- \+ pollution, \+ smoking, \+ age.
0.76::exercise :- diet, sex.
0.47::exercise :- diet, \+ sex.
0.68::exercise :- \+ diet, sex.
0.92::exercise :- \+ diet, \+ sex.
0.84::stress :- sex, diet, smoking.
0.65::stress :- sex, diet, \+ smoking.
0.78::stress :- sex, \+ diet, smoking.
0.39::stress :- sex, \+ diet, \+ smoking.
0.35::stress :- \+ sex, diet, smoking.
0.73::stress :- \+ sex, diet, \+ smoking.
0.03::stress :- \+ sex, \+ diet, smoking.
0.16::stress :- \+ sex, \+ diet, \+ smoking.
0.32::genes :- smoking, pollution.
0.1::genes :- smoking, \+ pollution.
0.36::genes :- \+ smoking, pollution.
0.14::genes :- \+ smoking, \+ pollution.
0.91::obesity :- sex, pollution.
0.91::obesity :- sex, \+ pollution.
0.92::obesity :- \+ sex, pollution.
0.27::obesity :- \+ sex, \+ pollution.
0.44::diabetes :- exercise, pollution.
0.94::diabetes :- exercise, \+ pollution.
0.24::diabetes :- \+ exercise, pollution.
0.4::diabetes :- \+ exercise, \+ pollution.
0.27::hypertension.
0.24::cholesterol :- genes.
0.09::cholesterol :- \+ genes.
0.03::heart_disease :- cholesterol, pollution.
0.9::heart_disease :- cholesterol, \+ pollution.
0.34::heart_disease :- \+ cholesterol, pollution.
0.39::heart_disease :- \+ cholesterol, \+ pollution.
0.92::stroke :- diet, hypertension, heart_disease.
0.71::stroke :- diet, hypertension, \+ heart_disease.
0.23::stroke :- diet, \+ hypertension, heart_disease.
0.84::stroke :- diet, \+ hypertension, \+ heart_disease.
0.72::stroke :- \+ diet, hypertension, heart_disease.
0.68::stroke :- \+ diet, hypertension, \+ heart_disease.
0.79::stroke :- \+ diet, \+ hypertension, heart_disease.
0.17::stroke :- \+ diet, \+ hypertension, \+ heart_disease.
0.88::kidney :- stress, age, smoking.
0.04::kidney :- stress, age, \+ smoking.
0.79::kidney :- stress, \+ age, smoking.
0.06::kidney :- stress, \+ age, \+ smoking.
0.05::kidney :- \+ stress, age, smoking.
0.26::kidney :- \+ stress, age, \+ smoking.
0.13::kidney :- \+ stress, \+ age, smoking.
0.22::kidney :- \+ stress, \+ age, \+ smoking.
0.68::fatigue :- kidney.
0.38::fatigue :- \+ kidney.
0.31::chest_pain :- cholesterol, pollution.
0.3::chest_pain :- cholesterol, \+ pollution.
0.67::chest_pain :- \+ cholesterol, pollution.
0.52::chest_pain :- \+ cholesterol, \+ pollution.
0.18::dyspnoea :- stress, hypertension, diet.
0.24::dyspnoea :- stress, hypertension, \+ diet.
0.68::dyspnoea :- stress, \+ hypertension, diet.
0.23::dyspnoea :- stress, \+ hypertension, \+ diet.
0.54::dyspnoea :- \+ stress, hypertension, diet.
0.94::dyspnoea :- \+ stress, hypertension, \+ diet.
0.69::dyspnoea :- \+ stress, \+ hypertension, diet.
0.36::dyspnoea :- \+ stress, \+ hypertension, \+ diet.
0.38::cough :- sex, stroke, dyspnoea.
0.04::cough :- sex, stroke, \+ dyspnoea.
0.56::cough :- sex, \+ stroke, dyspnoea.
0.04::cough :- sex, \+ stroke, \+ dyspnoea.
0.31::cough :- \+ sex, stroke, dyspnoea.
0.27::cough :- \+ sex, stroke, \+ dyspnoea.
0.47::cough :- \+ sex, \+ stroke, dyspnoea.
0.86::cough :- \+ sex, \+ stroke, \+ dyspnoea.
0.92::fever.
0.86::infection :- sex, dyspnoea.
0.83::infection :- sex, \+ dyspnoea.
0.47::infection :- \+ sex, dyspnoea.
0.26::infection :- \+ sex, \+ dyspnoea.
0.51::xray :- exercise.
0.9::xray :- \+ exercise.
0.41::ecg.
0.39::blood_test :- stress, diabetes.
0.35::blood_test :- stress, \+ diabetes.
0.53::blood_test :- \+ stress, diabetes.
0.26::blood_test :- \+ stress, \+ diabetes.
0.06::insulin :- blood_test, stress.
0.66::insulin :- blood_test, \+ stress.
0.25::insulin :- \+ blood_test, stress.
0.63::insulin :- \+ blood_test, \+ stress.
evidence(chest_pain, false).
evidence(fatigue, true).
evidence(dyspnoea, false).
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
query(kidney).
query(cough).
query(fever).
query(infection).
query(xray).
query(ecg).
query(blood_test).
query(insulin).
