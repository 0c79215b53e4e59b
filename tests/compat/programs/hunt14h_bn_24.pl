% a 40-node binary Bayesian network as probabilistic rules with negated parents
0.58::age.
0.21::sex :- age.
0.57::sex :- \+ age.
0.74::smoking :- sex, age.
0.8::smoking :- sex, \+ age.
0.02::smoking :- \+ sex, age.
0.15::smoking :- \+ sex, \+ age.
0.66::pollution.
0.44::diet.
0.53::exercise :- sex, age.
0.66::exercise :- sex, \+ age.
0.61::exercise :- \+ sex, age.
0.79::exercise :- \+ sex, \+ age.
0.76::stress :- exercise, smoking.
0.05::stress :- exercise, \+ smoking.
0.25::stress :- \+ exercise, smoking.
0.68::stress :- \+ exercise, \+ smoking.
0.3::genes :- smoking, diet.
0.56::genes :- smoking, \+ diet.
0.64::genes :- \+ smoking, diet.
0.2::genes :- \+ smoking, \+ diet.
0.26::obesity :- exercise, sex.
0.21::obesity :- exercise, \+ sex.
0.36::obesity :- \+ exercise, sex.
0.59::obesity :- \+ exercise, \+ sex.
0.05::diabetes :- stress, diet.
0.17::diabetes :- stress, \+ diet.
0.64::diabetes :- \+ stress, diet.
0.6::diabetes :- \+ stress, \+ diet.
0.57::hypertension.
0.44::cholesterol.
0.4::heart_disease :- diet, cholesterol, genes.
0.26::heart_disease :- diet, cholesterol, \+ genes.
0.51::heart_disease :- diet, \+ cholesterol, genes.
0.71::heart_disease :- diet, \+ cholesterol, \+ genes.
0.19::heart_disease :- \+ diet, cholesterol, genes.
0.77::heart_disease :- \+ diet, cholesterol, \+ genes.
0.19::heart_disease :- \+ diet, \+ cholesterol, genes.
0.89::heart_disease :- \+ diet, \+ cholesterol, \+ genes.
0.23::stroke :- age.
0.27::stroke :- \+ age.
0.39::kidney :- obesity, diabetes.
0.26::kidney :- obesity, \+ diabetes.
0.84::kidney :- \+ obesity, diabetes.
0.17::kidney :- \+ obesity, \+ diabetes.
0.97::fatigue.
0.12::chest_pain :- cholesterol, pollution.
0.87::chest_pain :- cholesterol, \+ pollution.
0.83::chest_pain :- \+ cholesterol, pollution.
0.54::chest_pain :- \+ cholesterol, \+ pollution.
0.73::dyspnoea :- kidney, smoking.
0.42::dyspnoea :- kidney, \+ smoking.
0.45::dyspnoea :- \+ kidney, smoking.
0.77::dyspnoea :- \+ kidney, \+ smoking.
0.39::cough :- age, genes, obesity.
0.13::cough :- age, genes, \+ obesity.
0.53::cough :- age, \+ genes, obesity.
0.88::cough :- age, \+ genes, \+ obesity.
0.04::cough :- \+ age, genes, obesity.
0.25::cough :- \+ age, genes, \+ obesity.
0.29::cough :- \+ age, \+ genes, obesity.
0.87::cough :- \+ age, \+ genes, \+ obesity.
0.33::fever.
0.61::infection.
0.07::xray.
0.91::ecg :- kidney, diabetes, cholesterol.
0.73::ecg :- kidney, diabetes, \+ cholesterol.
0.96::ecg :- kidney, \+ diabetes, cholesterol.
0.69::ecg :- kidney, \+ diabetes, \+ cholesterol.
0.66::ecg :- \+ kidney, diabetes, cholesterol.
0.78::ecg :- \+ kidney, diabetes, \+ cholesterol.
0.11::ecg :- \+ kidney, \+ diabetes, cholesterol.
0.25::ecg :- \+ kidney, \+ diabetes, \+ cholesterol.
0.71::blood_test :- sex.
0.49::blood_test :- \+ sex.
0.71::insulin :- sex, hypertension.
0.58::insulin :- sex, \+ hypertension.
0.65::insulin :- \+ sex, hypertension.
0.85::insulin :- \+ sex, \+ hypertension.
0.48::medication :- obesity, cough.
0.35::medication :- obesity, \+ cough.
0.17::medication :- \+ obesity, cough.
0.75::medication :- \+ obesity, \+ cough.
0.12::sleep.
0.84::alcohol :- chest_pain, stroke.
0.76::alcohol :- chest_pain, \+ stroke.
0.87::alcohol :- \+ chest_pain, stroke.
0.36::alcohol :- \+ chest_pain, \+ stroke.
0.82::liver.
0.64::anemia :- liver, genes, sleep.
0.55::anemia :- liver, genes, \+ sleep.
0.33::anemia :- liver, \+ genes, sleep.
0.25::anemia :- liver, \+ genes, \+ sleep.
0.58::anemia :- \+ liver, genes, sleep.
0.49::anemia :- \+ liver, genes, \+ sleep.
0.55::anemia :- \+ liver, \+ genes, sleep.
0.02::anemia :- \+ liver, \+ genes, \+ sleep.
0.02::dizziness :- fatigue, exercise.
0.95::dizziness :- fatigue, \+ exercise.
0.75::dizziness :- \+ fatigue, exercise.
0.14::dizziness :- \+ fatigue, \+ exercise.
0.26::headache :- fever, heart_disease.
0.05::headache :- fever, \+ heart_disease.
0.77::headache :- \+ fever, heart_disease.
0.42::headache :- \+ fever, \+ heart_disease.
0.45::vision.
0.85::nausea.
0.97::weight_loss :- medication, smoking.
0.48::weight_loss :- medication, \+ smoking.
0.31::weight_loss :- \+ medication, smoking.
0.35::weight_loss :- \+ medication, \+ smoking.
0.63::thirst :- sex, fatigue.
0.68::thirst :- sex, \+ fatigue.
0.77::thirst :- \+ sex, fatigue.
0.51::thirst :- \+ sex, \+ fatigue.
0.6::bp_reading :- stress, cholesterol.
0.64::bp_reading :- stress, \+ cholesterol.
0.97::bp_reading :- \+ stress, cholesterol.
0.34::bp_reading :- \+ stress, \+ cholesterol.
0.51::hdl :- stress.
0.43::hdl :- \+ stress.
0.53::ldl :- infection, weight_loss.
0.25::ldl :- infection, \+ weight_loss.
0.19::ldl :- \+ infection, weight_loss.
0.82::ldl :- \+ infection, \+ weight_loss.
0.39::troponin :- fatigue, dizziness.
0.13::troponin :- fatigue, \+ dizziness.
0.9::troponin :- \+ fatigue, dizziness.
0.65::troponin :- \+ fatigue, \+ dizziness.
evidence(bp_reading, true).
evidence(insulin, false).
evidence(thirst, false).
evidence(dizziness, false).
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
query(blood_test).
query(medication).
query(sleep).
query(alcohol).
query(liver).
query(anemia).
query(headache).
query(vision).
query(nausea).
query(weight_loss).
query(hdl).
query(ldl).
query(troponin).
