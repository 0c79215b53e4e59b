% a 35-node binary Bayesian network as probabilistic rules with negated parents
0.13::age.
0.69::sex :- age.
0.15::sex :- \+ age.
0.2::smoking :- age, sex.
0.49::smoking :- age, \+ sex.
0.94::smoking :- \+ age, sex.
0.16::smoking :- \+ age, \+ sex.
0.81::pollution :- sex.
0.7::pollution :- \+ sex.
0.98::diet.
0.58::exercise :- age, sex, smoking.
0.04::exercise :- age, sex, \+ smoking.
0.52::exercise :- age, \+ sex, smoking.
0.47::exercise :- age, \+ sex, \+ smoking.
0.55::exercise :- \+ age, sex, smoking.
0.1::exercise :- \+ age, sex, \+ smoking.
0.85::exercise :- \+ age, \+ sex, smoking.
0.06::exercise :- \+ age, \+ sex, \+ smoking.
0.31::stress :- diet.
0.88::stress :- \+ diet.
0.26::genes :- stress, diet.
0.53::genes :- stress, \+ diet.
0.23::genes :- \+ stress, diet.
0.29::genes :- \+ stress, \+ diet.
0.72::obesity :- genes, sex, diet.
0.43::obesity :- genes, sex, \+ diet.
0.95::obesity :- genes, \+ sex, diet.
0.95::obesity :- genes, \+ sex, \+ diet.
0.29::obesity :- \+ genes, sex, diet.
0.17::obesity :- \+ genes, sex, \+ diet.
0.23::obesity :- \+ genes, \+ sex, diet.
0.46::obesity :- \+ genes, \+ sex, \+ diet.
0.57::diabetes :- obesity, genes.
0.82::diabetes :- obesity, \+ genes.
0.71::diabetes :- \+ obesity, genes.
0.66::diabetes :- \+ obesity, \+ genes.
0.2::hypertension :- diabetes.
0.94::hypertension :- \+ diabetes.
0.33::cholesterol :- age, exercise.
0.47::cholesterol :- age, \+ exercise.
0.64::cholesterol :- \+ age, exercise.
0.94::cholesterol :- \+ age, \+ exercise.
0.25::heart_disease.
0.92::stroke :- sex, age.
0.68::stroke :- sex, \+ age.
0.84::stroke :- \+ sex, age.
0.97::stroke :- \+ sex, \+ age.
0.29::kidney :- exercise, cholesterol, diet.
0.68::kidney :- exercise, cholesterol, \+ diet.
0.96::kidney :- exercise, \+ cholesterol, diet.
0.84::kidney :- exercise, \+ cholesterol, \+ diet.
0.54::kidney :- \+ exercise, cholesterol, diet.
0.74::kidney :- \+ exercise, cholesterol, \+ diet.
0.62::kidney :- \+ exercise, \+ cholesterol, diet.
0.13::kidney :- \+ exercise, \+ cholesterol, \+ diet.
0.49::fatigue.
0.94::chest_pain :- hypertension, diet, kidney.
0.44::chest_pain :- hypertension, diet, \+ kidney.
0.29::chest_pain :- hypertension, \+ diet, kidney.
0.85::chest_pain :- hypertension, \+ diet, \+ kidney.
0.86::chest_pain :- \+ hypertension, diet, kidney.
0.72::chest_pain :- \+ hypertension, diet, \+ kidney.
0.88::chest_pain :- \+ hypertension, \+ diet, kidney.
0.35::chest_pain :- \+ hypertension, \+ diet, \+ kidney.
0.81::dyspnoea.
0.51::cough :- obesity, dyspnoea, fatigue.
0.87::cough :- obesity, dyspnoea, \+ fatigue.
0.73::cough :- obesity, \+ dyspnoea, fatigue.
0.42::cough :- obesity, \+ dyspnoea, \+ fatigue.
0.46::cough :- \+ obesity, dyspnoea, fatigue.
0.69::cough :- \+ obesity, dyspnoea, \+ fatigue.
0.55::cough :- \+ obesity, \+ dyspnoea, fatigue.
0.6::cough :- \+ obesity, \+ dyspnoea, \+ fatigue.
0.09::fever :- stroke, pollution.
0.38::fever :- stroke, \+ pollution.
0.94::fever :- \+ stroke, pollution.
0.22::fever :- \+ stroke, \+ pollution.
0.81::infection :- stress, sex.
0.55::infection :- stress, \+ sex.
0.16::infection :- \+ stress, sex.
0.12::infection :- \+ stress, \+ sex.
0.42::xray :- cholesterol, pollution.
0.58::xray :- cholesterol, \+ pollution.
0.13::xray :- \+ cholesterol, pollution.
0.74::xray :- \+ cholesterol, \+ pollution.
0.09::ecg :- cholesterol, kidney.
0.35::ecg :- cholesterol, \+ kidney.
0.97::ecg :- \+ cholesterol, kidney.
0.23::ecg :- \+ cholesterol, \+ kidney.
0.91::blood_test :- obesity.
0.05::blood_test :- \+ obesity.
0.7::insulin :- hypertension.
0.59::insulin :- \+ hypertension.
0.77::medication :- obesity, hypertension.
0.8::medication :- obesity, \+ hypertension.
0.35::medication :- \+ obesity, hypertension.
0.29::medication :- \+ obesity, \+ hypertension.
0.24::sleep :- heart_disease, ecg.
0.15::sleep :- heart_disease, \+ ecg.
0.93::sleep :- \+ heart_disease, ecg.
0.33::sleep :- \+ heart_disease, \+ ecg.
0.44::alcohol :- xray.
0.26::alcohol :- \+ xray.
0.14::liver :- insulin, cough, cholesterol.
0.4::liver :- insulin, cough, \+ cholesterol.
0.25::liver :- insulin, \+ cough, cholesterol.
0.74::liver :- insulin, \+ cough, \+ cholesterol.
0.36::liver :- \+ insulin, cough, cholesterol.
0.2::liver :- \+ insulin, cough, \+ cholesterol.
0.65::liver :- \+ insulin, \+ cough, cholesterol.
0.56::liver :- \+ insulin, \+ cough, \+ cholesterol.
0.83::anemia :- exercise, smoking, heart_disease.
0.86::anemia :- exercise, smoking, \+ heart_disease.
0.23::anemia :- exercise, \+ smoking, heart_disease.
0.88::anemia :- exercise, \+ smoking, \+ heart_disease.
0.87::anemia :- \+ exercise, smoking, heart_disease.
0.78::anemia :- \+ exercise, smoking, \+ heart_disease.
0.34::anemia :- \+ exercise, \+ smoking, heart_disease.
0.79::anemia :- \+ exercise, \+ smoking, \+ heart_disease.
0.27::dizziness :- diet.
0.59::dizziness :- \+ diet.
0.84::headache.
0.48::vision :- stress.
0.48::vision :- \+ stress.
0.11::nausea :- chest_pain, alcohol.
0.3::nausea :- chest_pain, \+ alcohol.
0.87::nausea :- \+ chest_pain, alcohol.
0.46::nausea :- \+ chest_pain, \+ alcohol.
0.66::weight_loss :- headache, ecg, xray.
0.05::weight_loss :- headache, ecg, \+ xray.
0.58::weight_loss :- headache, \+ ecg, xray.
0.15::weight_loss :- headache, \+ ecg, \+ xray.
0.79::weight_loss :- \+ headache, ecg, xray.
0.66::weight_loss :- \+ headache, ecg, \+ xray.
0.71::weight_loss :- \+ headache, \+ ecg, xray.
0.82::weight_loss :- \+ headache, \+ ecg, \+ xray.
evidence(medication, true).
evidence(nausea, true).
evidence(sleep, true).
evidence(blood_test, false).
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
query(fatigue).
query(chest_pain).
query(dyspnoea).
query(cough).
query(fever).
query(infection).
query(xray).
query(ecg).
query(insulin).
query(alcohol).
query(liver).
query(anemia).
query(dizziness).
query(headache).
query(vision).
query(weight_loss).
