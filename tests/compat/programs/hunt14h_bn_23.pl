% a 40-node binary Bayesian network as probabilistic rules with negated parents
0.57::age.
0.76::sex.
0.56::smoking :- age, sex.
0.43::smoking :- age, \+ sex.
0.62::smoking :- \+ age, sex.
0.23::smoking :- \+ age, \+ sex.
0.92::pollution.
0.09::diet.
0.83::exercise :- diet, smoking, sex.
0.58::exercise :- diet, smoking, \+ sex.
0.07::exercise :- diet, \+ smoking, sex.
0.25::exercise :- diet, \+ smoking, \+ sex.
0.34::exercise :- \+ diet, smoking, sex.
0.56::exercise :- \+ diet, smoking, \+ sex.
0.96::exercise :- \+ diet, \+ smoking, sex.
0.17::exercise :- \+ diet, \+ smoking, \+ sex.
0.93::stress.
0.53::genes :- stress, exercise.
0.64::genes :- stress, \+ exercise.
0.64::genes :- \+ stress, exercise.
0.64::genes :- \+ stress, \+ exercise.
0.81::obesity :- smoking, exercise, genes.
0.68::obesity :- smoking, exercise, \+ genes.
0.93::obesity :- smoking, \+ exercise, genes.
0.91::obesity :- smoking, \+ exercise, \+ genes.
0.43::obesity :- \+ smoking, exercise, genes.
0.54::obesity :- \+ smoking, exercise, \+ genes.
0.06::obesity :- \+ smoking, \+ exercise, genes.
0.11::obesity :- \+ smoking, \+ exercise, \+ genes.
0.54::diabetes.
0.44::hypertension :- diabetes, sex.
0.76::hypertension :- diabetes, \+ sex.
0.85::hypertension :- \+ diabetes, sex.
0.54::hypertension :- \+ diabetes, \+ sex.
0.49::cholesterol :- pollution, obesity, hypertension.
0.29::cholesterol :- pollution, obesity, \+ hypertension.
0.85::cholesterol :- pollution, \+ obesity, hypertension.
0.42::cholesterol :- pollution, \+ obesity, \+ hypertension.
0.35::cholesterol :- \+ pollution, obesity, hypertension.
0.39::cholesterol :- \+ pollution, obesity, \+ hypertension.
0.94::cholesterol :- \+ pollution, \+ obesity, hypertension.
0.78::cholesterol :- \+ pollution, \+ obesity, \+ hypertension.
0.58::heart_disease :- smoking.
0.73::heart_disease :- \+ smoking.
0.82::stroke.
0.33::kidney :- age, stress.
0.62::kidney :- age, \+ stress.
0.43::kidney :- \+ age, stress.
0.23::kidney :- \+ age, \+ stress.
0.05::fatigue :- diabetes.
0.51::fatigue :- \+ diabetes.
0.1::chest_pain.
0.76::dyspnoea :- stress, cholesterol.
0.26::dyspnoea :- stress, \+ cholesterol.
0.51::dyspnoea :- \+ stress, cholesterol.
0.76::dyspnoea :- \+ stress, \+ cholesterol.
0.74::cough :- smoking, stroke.
0.62::cough :- smoking, \+ stroke.
0.09::cough :- \+ smoking, stroke.
0.82::cough :- \+ smoking, \+ stroke.
0.22::fever :- stroke, heart_disease, cholesterol.
0.74::fever :- stroke, heart_disease, \+ cholesterol.
0.9::fever :- stroke, \+ heart_disease, cholesterol.
0.58::fever :- stroke, \+ heart_disease, \+ cholesterol.
0.02::fever :- \+ stroke, heart_disease, cholesterol.
0.28::fever :- \+ stroke, heart_disease, \+ cholesterol.
0.38::fever :- \+ stroke, \+ heart_disease, cholesterol.
0.05::fever :- \+ stroke, \+ heart_disease, \+ cholesterol.
0.53::infection.
0.31::xray :- fatigue, stress.
0.9::xray :- fatigue, \+ stress.
0.7::xray :- \+ fatigue, stress.
0.11::xray :- \+ fatigue, \+ stress.
0.69::ecg :- kidney.
0.84::ecg :- \+ kidney.
0.79::blood_test :- cough, obesity.
0.17::blood_test :- cough, \+ obesity.
0.18::blood_test :- \+ cough, obesity.
0.85::blood_test :- \+ cough, \+ obesity.
0.13::insulin :- diabetes, fever, kidney.
0.18::insulin :- diabetes, fever, \+ kidney.
0.45::insulin :- diabetes, \+ fever, kidney.
0.22::insulin :- diabetes, \+ fever, \+ kidney.
0.69::insulin :- \+ diabetes, fever, kidney.
0.89::insulin :- \+ diabetes, fever, \+ kidney.
0.3::insulin :- \+ diabetes, \+ fever, kidney.
0.44::insulin :- \+ diabetes, \+ fever, \+ kidney.
0.61::medication :- hypertension, age.
0.12::medication :- hypertension, \+ age.
0.75::medication :- \+ hypertension, age.
0.73::medication :- \+ hypertension, \+ age.
0.31::sleep.
0.96::alcohol.
0.77::liver :- sleep, chest_pain.
0.51::liver :- sleep, \+ chest_pain.
0.06::liver :- \+ sleep, chest_pain.
0.91::liver :- \+ sleep, \+ chest_pain.
0.46::anemia.
0.45::dizziness :- exercise, obesity.
0.85::dizziness :- exercise, \+ obesity.
0.1::dizziness :- \+ exercise, obesity.
0.81::dizziness :- \+ exercise, \+ obesity.
0.96::headache :- obesity, cholesterol, exercise.
0.58::headache :- obesity, cholesterol, \+ exercise.
0.89::headache :- obesity, \+ cholesterol, exercise.
0.75::headache :- obesity, \+ cholesterol, \+ exercise.
0.94::headache :- \+ obesity, cholesterol, exercise.
0.49::headache :- \+ obesity, cholesterol, \+ exercise.
0.75::headache :- \+ obesity, \+ cholesterol, exercise.
0.54::headache :- \+ obesity, \+ cholesterol, \+ exercise.
0.09::vision :- liver.
0.56::vision :- \+ liver.
0.22::nausea :- smoking, blood_test, age.
0.38::nausea :- smoking, blood_test, \+ age.
0.59::nausea :- smoking, \+ blood_test, age.
0.87::nausea :- smoking, \+ blood_test, \+ age.
0.26::nausea :- \+ smoking, blood_test, age.
0.68::nausea :- \+ smoking, blood_test, \+ age.
0.38::nausea :- \+ smoking, \+ blood_test, age.
0.81::nausea :- \+ smoking, \+ blood_test, \+ age.
0.39::weight_loss :- stroke, vision.
0.74::weight_loss :- stroke, \+ vision.
0.87::weight_loss :- \+ stroke, vision.
0.24::weight_loss :- \+ stroke, \+ vision.
0.98::thirst :- exercise, fever.
0.17::thirst :- exercise, \+ fever.
0.81::thirst :- \+ exercise, fever.
0.75::thirst :- \+ exercise, \+ fever.
0.64::bp_reading :- kidney.
0.07::bp_reading :- \+ kidney.
0.67::hdl :- weight_loss, infection.
0.53::hdl :- weight_loss, \+ infection.
0.25::hdl :- \+ weight_loss, infection.
0.61::hdl :- \+ weight_loss, \+ infection.
0.73::ldl :- heart_disease, obesity.
0.2::ldl :- heart_disease, \+ obesity.
0.11::ldl :- \+ heart_disease, obesity.
0.47::ldl :- \+ heart_disease, \+ obesity.
0.89::troponin :- anemia, ecg, bp_reading.
0.48::troponin :- anemia, ecg, \+ bp_reading.
0.25::troponin :- anemia, \+ ecg, bp_reading.
0.33::troponin :- anemia, \+ ecg, \+ bp_reading.
0.78::troponin :- \+ anemia, ecg, bp_reading.
0.09::troponin :- \+ anemia, ecg, \+ bp_reading.
0.14::troponin :- \+ anemia, \+ ecg, bp_reading.
0.21::troponin :- \+ anemia, \+ ecg, \+ bp_reading.
evidence(blood_test, false).
evidence(xray, true).
evidence(nausea, true).
evidence(headache, false).
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
query(ecg).
query(insulin).
query(medication).
query(sleep).
query(alcohol).
query(liver).
query(anemia).
query(dizziness).
query(vision).
query(weight_loss).
query(thirst).
query(bp_reading).
query(hdl).
query(ldl).
query(troponin).
