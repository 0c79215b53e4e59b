% a 35-node binary Bayesian network as probabilistic rules with negated parents
0.33::age.
0.42::sex :- age.
0.87::sex :- \+ age.
0.47::smoking :- age, sex.
0.09::smoking :- age, \+ sex.
0.22::smoking :- \+ age, sex.
0.14::smoking :- \+ age, \+ sex.
0.97::pollution :- smoking, age.
0.66::pollution :- smoking, \+ age.
0.94::pollution :- \+ smoking, age.
0.53::pollution :- \+ smoking, \+ age.
0.22::diet.
0.02::exercise :- sex.
0.86::exercise :- \+ sex.
0.58::stress :- age.
0.54::stress :- \+ age.
0.88::genes :- pollution.
0.14::genes :- \+ pollution.
0.44::obesity.
0.09::diabetes.
0.51::hypertension :- stress, age.
0.29::hypertension :- stress, \+ age.
0.14::hypertension :- \+ stress, age.
0.6::hypertension :- \+ stress, \+ age.
0.72::cholesterol.
0.15::heart_disease :- diet, genes.
0.8::heart_disease :- diet, \+ genes.
0.37::heart_disease :- \+ diet, genes.
0.1::heart_disease :- \+ diet, \+ genes.
0.17::stroke :- smoking, diet.
0.75::stroke :- smoking, \+ diet.
0.95::stroke :- \+ smoking, diet.
0.87::stroke :- \+ smoking, \+ diet.
0.63::kidney :- exercise.
0.27::kidney :- \+ exercise.
0.51::fatigue :- heart_disease.
0.47::fatigue :- \+ heart_disease.
0.84::chest_pain :- heart_disease, smoking, genes.
0.6::chest_pain :- heart_disease, smoking, \+ genes.
0.11::chest_pain :- heart_disease, \+ smoking, genes.
0.21::chest_pain :- heart_disease, \+ smoking, \+ genes.
0.68::chest_pain :- \+ heart_disease, smoking, genes.
0.11::chest_pain :- \+ heart_disease, smoking, \+ genes.
0.29::chest_pain :- \+ heart_disease, \+ smoking, genes.
0.89::chest_pain :- \+ heart_disease, \+ smoking, \+ genes.
0.27::dyspnoea :- stroke.
0.55::dyspnoea :- \+ stroke.
0.65::cough :- fatigue, diabetes.
0.14::cough :- fatigue, \+ diabetes.
0.91::cough :- \+ fatigue, diabetes.
0.85::cough :- \+ fatigue, \+ diabetes.
0.43::fever :- pollution, exercise.
0.14::fever :- pollution, \+ exercise.
0.33::fever :- \+ pollution, exercise.
0.08::fever :- \+ pollution, \+ exercise.
0.04::infection :- diabetes.
0.41::infection :- \+ diabetes.
0.22::xray :- age, dyspnoea.
0.28::xray :- age, \+ dyspnoea.
0.15::xray :- \+ age, dyspnoea.
0.17::xray :- \+ age, \+ dyspnoea.
0.13::ecg :- kidney, diet.
0.9::ecg :- kidney, \+ diet.
0.89::ecg :- \+ kidney, diet.
0.47::ecg :- \+ kidney, \+ diet.
0.89::blood_test :- kidney, fatigue, infection.
0.29::blood_test :- kidney, fatigue, \+ infection.
0.03::blood_test :- kidney, \+ fatigue, infection.
0.65::blood_test :- kidney, \+ fatigue, \+ infection.
0.58::blood_test :- \+ kidney, fatigue, infection.
0.39::blood_test :- \+ kidney, fatigue, \+ infection.
0.41::blood_test :- \+ kidney, \+ fatigue, infection.
0.83::blood_test :- \+ kidney, \+ fatigue, \+ infection.
0.25::insulin :- stroke, blood_test, genes.
0.98::insulin :- stroke, blood_test, \+ genes.
0.58::insulin :- stroke, \+ blood_test, genes.
0.87::insulin :- stroke, \+ blood_test, \+ genes.
0.8::insulin :- \+ stroke, blood_test, genes.
0.84::insulin :- \+ stroke, blood_test, \+ genes.
0.58::insulin :- \+ stroke, \+ blood_test, genes.
0.2::insulin :- \+ stroke, \+ blood_test, \+ genes.
0.59::medication :- insulin, stroke, fever.
0.73::medication :- insulin, stroke, \+ fever.
0.23::medication :- insulin, \+ stroke, fever.
0.42::medication :- insulin, \+ stroke, \+ fever.
0.72::medication :- \+ insulin, stroke, fever.
0.27::medication :- \+ insulin, stroke, \+ fever.
0.06::medication :- \+ insulin, \+ stroke, fever.
0.97::medication :- \+ insulin, \+ stroke, \+ fever.
0.75::sleep :- smoking, cholesterol.
0.63::sleep :- smoking, \+ cholesterol.
0.82::sleep :- \+ smoking, cholesterol.
0.16::sleep :- \+ smoking, \+ cholesterol.
0.15::alcohol :- infection, fever.
0.18::alcohol :- infection, \+ fever.
0.7::alcohol :- \+ infection, fever.
0.86::alcohol :- \+ infection, \+ fever.
0.88::liver.
0.97::anemia :- infection, insulin.
0.23::anemia :- infection, \+ insulin.
0.68::anemia :- \+ infection, insulin.
0.86::anemia :- \+ infection, \+ insulin.
0.19::dizziness :- smoking.
0.07::dizziness :- \+ smoking.
0.12::headache :- dyspnoea.
0.19::headache :- \+ dyspnoea.
0.13::vision :- stroke, stress, xray.
0.51::vision :- stroke, stress, \+ xray.
0.59::vision :- stroke, \+ stress, xray.
0.58::vision :- stroke, \+ stress, \+ xray.
0.96::vision :- \+ stroke, stress, xray.
0.08::vision :- \+ stroke, stress, \+ xray.
0.5::vision :- \+ stroke, \+ stress, xray.
0.84::vision :- \+ stroke, \+ stress, \+ xray.
0.27::nausea :- genes, smoking.
0.12::nausea :- genes, \+ smoking.
0.11::nausea :- \+ genes, smoking.
0.06::nausea :- \+ genes, \+ smoking.
0.46::weight_loss.
evidence(ecg, true).
evidence(dyspnoea, false).
evidence(infection, false).
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
query(cough).
query(fever).
query(xray).
query(blood_test).
query(insulin).
query(medication).
query(sleep).
query(alcohol).
query(liver).
query(anemia).
query(dizziness).
query(vision).
query(nausea).
query(weight_loss).
