% a 30-node binary Bayesian network as probabilistic rules with negated parents
0.9::age.
0.03::sex :- age.
0.87::sex :- \+ age.
0.82::smoking :- sex, age.
0.35::smoking :- sex, \+ age.
0.23::smoking :- \+ sex, age.
0.56::smoking :- \+ sex, \+ age.
0.4::pollution :- smoking, sex, age.
0.74::pollution :- smoking, sex, \+ age.
0.35::pollution :- smoking, \+ sex, age.
0.43::pollution :- smoking, \+ sex, \+ age.
0.64::pollution :- \+ smoking, sex, age.
0.26::pollution :- \+ smoking, sex, \+ age.
0.61::pollution :- \+ smoking, \+ sex, age.
0.51::pollution :- \+ smoking, \+ sex, \+ age.
0.05::diet.
0.55::exercise :- age.
0.34::exercise :- \+ age.
0.12::stress.
0.62::genes :- exercise, age.
0.46::genes :- exercise, \+ age.
0.54::genes :- \+ exercise, age.
0.22::genes :- \+ exercise, \+ age.
0.73::obesity :- genes, sex, stress.
0.46::obesity :- genes, sex, \+ stress.
0.4::obesity :- genes, \+ sex, stress.
0.2::obesity :- genes, \+ sex, \+ stress.
0.23::obesity :- \+ genes, sex, stress.
0.6::obesity :- \+ genes, sex, \+ stress.
0.03::obesity :- \+ genes, \+ sex, stress.
0.65::obesity :- \+ genes, \+ sex, \+ stress.
0.54::diabetes :- stress, diet.
0.65::diabetes :- stress, \+ diet.
0.41::diabetes :- \+ stress, diet.
0.33::diabetes :- \+ stress, \+ diet.
0.63::hypertension.
0.28::cholesterol :- age, diabetes, diet.
0.81::cholesterol :- age, diabetes, \+ diet.
0.23::cholesterol :- age, \+ diabetes, diet.
0.9::cholesterol :- age, \+ diabetes, \+ diet.
0.2::cholesterol :- \+ age, diabetes, diet.
0.87::cholesterol :- \+ age, diabetes, \+ diet.
0.52::cholesterol :- \+ age, \+ diabetes, diet.
0.83::cholesterol :- \+ age, \+ diabetes, \+ diet.
0.12::heart_disease :- age, genes.
0.84::heart_disease :- age, \+ genes.
0.47::heart_disease :- \+ age, genes.
0.42::heart_disease :- \+ age, \+ genes.
0.32::stroke :- pollution, sex, exercise.
0.29::stroke :- pollution, sex, \+ exercise.
0.44::stroke :- pollution, \+ sex, exercise.
0.86::stroke :- pollution, \+ sex, \+ exercise.
0.36::stroke :- \+ pollution, sex, exercise.
0.92::stroke :- \+ pollution, sex, \+ exercise.
0.06::stroke :- \+ pollution, \+ sex, exercise.
0.27::stroke :- \+ pollution, \+ sex, \+ exercise.
0.33::kidney :- stroke, genes, exercise.
0.43::kidney :- stroke, genes, \+ exercise.
0.27::kidney :- stroke, \+ genes, exercise.
0.03::kidney :- stroke, \+ genes, \+ exercise.
0.2::kidney :- \+ stroke, genes, exercise.
0.7::kidney :- \+ stroke, genes, \+ exercise.
0.27::kidney :- \+ stroke, \+ genes, exercise.
0.16::kidney :- \+ stroke, \+ genes, \+ exercise.
0.4::fatigue.
0.36::chest_pain :- cholesterol, stroke, diet.
0.55::chest_pain :- cholesterol, stroke, \+ diet.
0.32::chest_pain :- cholesterol, \+ stroke, diet.
0.65::chest_pain :- cholesterol, \+ stroke, \+ diet.
0.4::chest_pain :- \+ cholesterol, stroke, diet.
0.53::chest_pain :- \+ cholesterol, stroke, \+ diet.
0.24::chest_pain :- \+ cholesterol, \+ stroke, diet.
0.11::chest_pain :- \+ cholesterol, \+ stroke, \+ diet.
0.94::dyspnoea :- diabetes.
0.11::dyspnoea :- \+ diabetes.
0.23::cough :- dyspnoea, obesity.
0.43::cough :- dyspnoea, \+ obesity.
0.61::cough :- \+ dyspnoea, obesity.
0.26::cough :- \+ dyspnoea, \+ obesity.
0.55::fever :- cough, pollution, hypertension.
0.71::fever :- cough, pollution, \+ hypertension.
0.53::fever :- cough, \+ pollution, hypertension.
0.2::fever :- cough, \+ pollution, \+ hypertension.
0.82::fever :- \+ cough, pollution, hypertension.
0.47::fever :- \+ cough, pollution, \+ hypertension.
0.43::fever :- \+ cough, \+ pollution, hypertension.
0.08::fever :- \+ cough, \+ pollution, \+ hypertension.
0.76::infection :- pollution, stroke.
0.96::infection :- pollution, \+ stroke.
0.63::infection :- \+ pollution, stroke.
0.05::infection :- \+ pollution, \+ stroke.
0.79::xray.
0.64::ecg :- stress, fatigue, dyspnoea.
0.06::ecg :- stress, fatigue, \+ dyspnoea.
0.54::ecg :- stress, \+ fatigue, dyspnoea.
0.72::ecg :- stress, \+ fatigue, \+ dyspnoea.
0.49::ecg :- \+ stress, fatigue, dyspnoea.
0.22::ecg :- \+ stress, fatigue, \+ dyspnoea.
0.65::ecg :- \+ stress, \+ fatigue, dyspnoea.
0.29::ecg :- \+ stress, \+ fatigue, \+ dyspnoea.
0.8::blood_test :- dyspnoea, cholesterol, cough.
0.7::blood_test :- dyspnoea, cholesterol, \+ cough.
0.91::blood_test :- dyspnoea, \+ cholesterol, cough.
0.52::blood_test :- dyspnoea, \+ cholesterol, \+ cough.
0.73::blood_test :- \+ dyspnoea, cholesterol, cough.
0.93::blood_test :- \+ dyspnoea, cholesterol, \+ cough.
0.24::blood_test :- \+ dyspnoea, \+ cholesterol, cough.
0.74::blood_test :- \+ dyspnoea, \+ cholesterol, \+ cough.
0.6::insulin :- smoking, pollution, exercise.
0.29::insulin :- smoking, pollution, \+ exercise.
0.66::insulin :- smoking, \+ pollution, exercise.
0.15::insulin :- smoking, \+ pollution, \+ exercise.
0.22::insulin :- \+ smoking, pollution, exercise.
0.26::insulin :- \+ smoking, pollution, \+ exercise.
0.86::insulin :- \+ smoking, \+ pollution, exercise.
0.42::insulin :- \+ smoking, \+ pollution, \+ exercise.
0.86::medication :- smoking, chest_pain, stroke.
0.91::medication :- smoking, chest_pain, \+ stroke.
0.27::medication :- smoking, \+ chest_pain, stroke.
0.49::medication :- smoking, \+ chest_pain, \+ stroke.
0.24::medication :- \+ smoking, chest_pain, stroke.
0.13::medication :- \+ smoking, chest_pain, \+ stroke.
0.24::medication :- \+ smoking, \+ chest_pain, stroke.
0.19::medication :- \+ smoking, \+ chest_pain, \+ stroke.
0.82::sleep :- kidney.
0.77::sleep :- \+ kidney.
0.18::alcohol.
0.26::liver :- fever, exercise.
0.16::liver :- fever, \+ exercise.
0.13::liver :- \+ fever, exercise.
0.23::liver :- \+ fever, \+ exercise.
0.65::anemia.
evidence(infection, false).
evidence(blood_test, true).
evidence(fever, true).
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
query(xray).
query(ecg).
query(insulin).
query(medication).
query(sleep).
query(alcohol).
query(liver).
query(anemia).
