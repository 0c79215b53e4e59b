% a 20-node binary Bayesian network as probabilistic rules with negated parents
0.41::age.
0.7::sex :- age.
0.26::sex :- \+ age.
0.66::smoking :- sex, age.
0.37::smoking :- sex, \+ age.
0.35::smoking :- \+ sex, age.
0.33::smoking :- \+ sex, \+ age.
0.41::pollution.
0.22::diet :- smoking, age, pollution.
0.39::diet :- smoking, age, \+ pollution.
0.91::diet :- smoking, \+ age, pollution.
0.45::diet :- smoking, \+ age, \+ pollution.
0.33::diet :- \+ smoking, age, pollution.
0.67::diet :- \+ smoking, age, \+ pollution.
0.35::diet :- \+ smoking, \+ age, pollution.
0.09::diet :- \+ smoking, \+ age, \+ pollution.
0.15::exercise :- diet, smoking.
0.24::exercise :- diet, \+ smoking.
0.34::exercise :- \+ diet, smoking.
0.9::exercise :- \+ diet, \+ smoking.
0.61::stress :- smoking, exercise, diet.
0.42::stress :- smoking, exercise, \+ diet.
0.42::stress :- smoking, \+ exercise, diet.
0.17::stress :- smoking, \+ exercise, \+ diet.
0.22::stress :- \+ smoking, exercise, diet.
0.82::stress :- \+ smoking, exercise, \+ diet.
0.69::stress :- \+ smoking, \+ exercise, diet.
0.58::stress :- \+ smoking, \+ exercise, \+ diet.
0.14::genes :- stress, pollution.
0.3::genes :- stress, \+ pollution.
0.61::genes :- \+ stress, pollution.
0.88::genes :- \+ stress, \+ pollution.
0.84::obesity :- diet, stress, genes.
0.46::obesity :- diet, stress, \+ genes.
0.32::obesity :- diet, \+ stress, genes.
0.94::obesity :- diet, \+ stress, \+ genes.
0.87::obesity :- \+ diet, stress, genes.
0.56::obesity :- \+ diet, stress, \+ genes.
0.57::obesity :- \+ diet, \+ stress, genes.
0.89::obesity :- \+ diet, \+ stress, \+ genes.
0.51::diabetes.
0.09::hypertension :- exercise, diabetes, sex.
0.81::hypertension :- exercise, diabetes, \+ sex.
0.4::hypertension :- exercise, \+ diabetes, sex.
0.02::hypertension :- exercise, \+ diabetes, \+ sex.
0.73::hypertension :- \+ exercise, diabetes, sex.
0.29::hypertension :- \+ exercise, diabetes, \+ sex.
0.71::hypertension :- \+ exercise, \+ diabetes, sex.
0.57::hypertension :- \+ exercise, \+ diabetes, \+ sex.
0.59::cholesterol :- smoking.
0.07::cholesterol :- \+ smoking.
0.79::heart_disease :- smoking.
0.58::heart_disease :- \+ smoking.
0.61::stroke :- genes.
0.37::stroke :- \+ genes.
0.25::kidney :- obesity.
0.23::kidney :- \+ obesity.
0.22::fatigue :- exercise.
0.57::fatigue :- \+ exercise.
0.65::chest_pain :- kidney, cholesterol, smoking.
0.55::chest_pain :- kidney, cholesterol, \+ smoking.
0.56::chest_pain :- kidney, \+ cholesterol, smoking.
0.34::chest_pain :- kidney, \+ cholesterol, \+ smoking.
0.34::chest_pain :- \+ kidney, cholesterol, smoking.
0.21::chest_pain :- \+ kidney, cholesterol, \+ smoking.
0.98::chest_pain :- \+ kidney, \+ cholesterol, smoking.
0.72::chest_pain :- \+ kidney, \+ cholesterol, \+ smoking.
0.93::dyspnoea :- hypertension, sex.
0.22::dyspnoea :- hypertension, \+ sex.
0.31::dyspnoea :- \+ hypertension, sex.
0.07::dyspnoea :- \+ hypertension, \+ sex.
0.71::cough :- cholesterol.
0.4::cough :- \+ cholesterol.
0.25::fever :- exercise.
0.5::fever :- \+ exercise.
evidence(chest_pain, false).
evidence(kidney, false).
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
query(dyspnoea).
query(cough).
query(fever).
