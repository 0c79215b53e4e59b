% a 30-node binary Bayesian network as probabilistic rules with negated parents
0.19::age.
0.33::sex :- age.
0.15::sex :- \+ age.
0.75::smoking :- sex, age.
0.41::smoking :- sex, \+ age.
0.39::smoking :- \+ sex, age.
0.34::smoking :- \+ sex, \+ age.
0.06::pollution :- age, sex.
0.98::pollution :- age, \+ sex.
0.64::pollution :- \+ age, sex.
0.59::pollution :- \+ age, \+ sex.
0.92::diet :- pollution, sex, age.
0.84::diet :- pollution, sex, \+ age.
0.63::diet :- pollution, \+ sex, age.
0.66::diet :- pollution, \+ sex, \+ age.
0.84::diet :- \+ pollution, sex, age.
0.22::diet :- \+ pollution, sex, \+ age.
0.72::diet :- \+ pollution, \+ sex, age.
0.52::diet :- \+ pollution, \+ sex, \+ age.
0.35::exercise.
0.62::stress :- exercise, pollution.
0.5::stress :- exercise, \+ pollution.
0.29::stress :- \+ exercise, pollution.
0.07::stress :- \+ exercise, \+ pollution.
0.21::genes :- diet, stress.
0.95::genes :- diet, \+ stress.
0.57::genes :- \+ diet, stress.
0.42::genes :- \+ diet, \+ stress.
0.1::obesity :- age, stress.
0.36::obesity :- age, \+ stress.
0.69::obesity :- \+ age, stress.
0.62::obesity :- \+ age, \+ stress.
0.77::diabetes.
0.12::hypertension :- obesity, stress.
0.77::hypertension :- obesity, \+ stress.
0.4::hypertension :- \+ obesity, stress.
0.35::hypertension :- \+ obesity, \+ stress.
0.78::cholesterol :- obesity.
0.39::cholesterol :- \+ obesity.
0.35::heart_disease.
0.59::stroke :- hypertension, pollution, sex.
0.81::stroke :- hypertension, pollution, \+ sex.
0.23::stroke :- hypertension, \+ pollution, sex.
0.28::stroke :- hypertension, \+ pollution, \+ sex.
0.41::stroke :- \+ hypertension, pollution, sex.
0.83::stroke :- \+ hypertension, pollution, \+ sex.
0.09::stroke :- \+ hypertension, \+ pollution, sex.
0.55::stroke :- \+ hypertension, \+ pollution, \+ sex.
0.88::kidney.
0.67::fatigue :- stress.
0.42::fatigue :- \+ stress.
0.44::chest_pain :- stress, diabetes, genes.
0.5::chest_pain :- stress, diabetes, \+ genes.
0.97::chest_pain :- stress, \+ diabetes, genes.
0.08::chest_pain :- stress, \+ diabetes, \+ genes.
0.68::chest_pain :- \+ stress, diabetes, genes.
0.62::chest_pain :- \+ stress, diabetes, \+ genes.
0.21::chest_pain :- \+ stress, \+ diabetes, genes.
0.47::chest_pain :- \+ stress, \+ diabetes, \+ genes.
0.33::dyspnoea :- diabetes, kidney.
0.08::dyspnoea :- diabetes, \+ kidney.
0.85::dyspnoea :- \+ diabetes, kidney.
0.56::dyspnoea :- \+ diabetes, \+ kidney.
0.51::cough :- stroke, stress.
0.92::cough :- stroke, \+ stress.
0.7::cough :- \+ stroke, stress.
0.39::cough :- \+ stroke, \+ stress.
0.95::fever :- age.
0.43::fever :- \+ age.
0.59::infection :- pollution, chest_pain.
0.2::infection :- pollution, \+ chest_pain.
0.47::infection :- \+ pollution, chest_pain.
0.04::infection :- \+ pollution, \+ chest_pain.
0.29::xray :- hypertension, diet.
0.81::xray :- hypertension, \+ diet.
0.83::xray :- \+ hypertension, diet.
0.78::xray :- \+ hypertension, \+ diet.
0.03::ecg.
0.21::blood_test :- heart_disease, stress.
0.15::blood_test :- heart_disease, \+ stress.
0.58::blood_test :- \+ heart_disease, stress.
0.85::blood_test :- \+ heart_disease, \+ stress.
0.44::insulin :- diet, cough.
0.68::insulin :- diet, \+ cough.
0.26::insulin :- \+ diet, cough.
0.19::insulin :- \+ diet, \+ cough.
0.77::medication :- diabetes, stress.
0.47::medication :- diabetes, \+ stress.
0.07::medication :- \+ diabetes, stress.
0.63::medication :- \+ diabetes, \+ stress.
0.82::sleep :- infection, blood_test, xray.
0.52::sleep :- infection, blood_test, \+ xray.
0.32::sleep :- infection, \+ blood_test, xray.
0.16::sleep :- infection, \+ blood_test, \+ xray.
0.92::sleep :- \+ infection, blood_test, xray.
0.1::sleep :- \+ infection, blood_test, \+ xray.
0.71::sleep :- \+ infection, \+ blood_test, xray.
0.41::sleep :- \+ infection, \+ blood_test, \+ xray.
0.75::alcohol :- exercise, chest_pain.
0.78::alcohol :- exercise, \+ chest_pain.
0.45::alcohol :- \+ exercise, chest_pain.
0.69::alcohol :- \+ exercise, \+ chest_pain.
0.73::liver.
0.71::anemia :- smoking, obesity.
0.39::anemia :- smoking, \+ obesity.
0.39::anemia :- \+ smoking, obesity.
0.74::anemia :- \+ smoking, \+ obesity.
evidence(chest_pain, false).
evidence(cough, true).
evidence(fever, false).
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
query(dyspnoea).
query(infection).
query(xray).
query(ecg).
query(blood_test).
query(insulin).
query(medication).
query(sleep).
query(alcohol).
query(liver).
query(anemia).
