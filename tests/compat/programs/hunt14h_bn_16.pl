% a 20-node binary Bayesian network as probabilistic rules with negated parents
0.42::age.
0.21::sex :- age.
0.76::sex :- \+ age.
0.5::smoking :- age, sex.
0.41::smoking :- age, \+ sex.
0.37::smoking :- \+ age, sex.
0.94::smoking :- \+ age, \+ sex.
0.69::pollution.
0.6::diet :- age, pollution.
0.93::diet :- age, \+ pollution.
0.63::diet :- \+ age, pollution.
0.36::diet :- \+ age, \+ pollution.
0.55::exercise :- sex.
0.78::exercise :- \+ sex.
0.35::stress :- age, smoking.
0.04::stress :- age, \+ smoking.
0.09::stress :- \+ age, smoking.
0.04::stress :- \+ age, \+ smoking.
0.92::genes :- stress.
0.6::genes :- \+ stress.
0.91::obesity :- pollution, stress, exercise.
0.46::obesity :- pollution, stress, \+ exercise.
0.72::obesity :- pollution, \+ stress, exercise.
0.03::obesity :- pollution, \+ stress, \+ exercise.
0.78::obesity :- \+ pollution, stress, exercise.
0.15::obesity :- \+ pollution, stress, \+ exercise.
0.33::obesity :- \+ pollution, \+ stress, exercise.
0.21::obesity :- \+ pollution, \+ stress, \+ exercise.
0.68::diabetes.
0.78::hypertension :- exercise.
0.92::hypertension :- \+ exercise.
0.11::cholesterol.
0.52::heart_disease.
0.44::stroke :- age, heart_disease, smoking.
0.62::stroke :- age, heart_disease, \+ smoking.
0.85::stroke :- age, \+ heart_disease, smoking.
0.17::stroke :- age, \+ heart_disease, \+ smoking.
0.11::stroke :- \+ age, heart_disease, smoking.
0.52::stroke :- \+ age, heart_disease, \+ smoking.
0.22::stroke :- \+ age, \+ heart_disease, smoking.
0.37::stroke :- \+ age, \+ heart_disease, \+ smoking.
0.18::kidney :- heart_disease, sex.
0.92::kidney :- heart_disease, \+ sex.
0.25::kidney :- \+ heart_disease, sex.
0.85::kidney :- \+ heart_disease, \+ sex.
0.94::fatigue :- stress, stroke, diabetes.
0.62::fatigue :- stress, stroke, \+ diabetes.
0.75::fatigue :- stress, \+ stroke, diabetes.
0.69::fatigue :- stress, \+ stroke, \+ diabetes.
0.17::fatigue :- \+ stress, stroke, diabetes.
0.43::fatigue :- \+ stress, stroke, \+ diabetes.
0.31::fatigue :- \+ stress, \+ stroke, diabetes.
0.22::fatigue :- \+ stress, \+ stroke, \+ diabetes.
0.42::chest_pain :- kidney, pollution, fatigue.
0.42::chest_pain :- kidney, pollution, \+ fatigue.
0.6::chest_pain :- kidney, \+ pollution, fatigue.
0.03::chest_pain :- kidney, \+ pollution, \+ fatigue.
0.54::chest_pain :- \+ kidney, pollution, fatigue.
0.38::chest_pain :- \+ kidney, pollution, \+ fatigue.
0.53::chest_pain :- \+ kidney, \+ pollution, fatigue.
0.73::chest_pain :- \+ kidney, \+ pollution, \+ fatigue.
0.43::dyspnoea :- chest_pain, genes.
0.15::dyspnoea :- chest_pain, \+ genes.
0.35::dyspnoea :- \+ chest_pain, genes.
0.71::dyspnoea :- \+ chest_pain, \+ genes.
0.47::cough :- hypertension, heart_disease, fatigue.
0.41::cough :- hypertension, heart_disease, \+ fatigue.
0.73::cough :- hypertension, \+ heart_disease, fatigue.
0.82::cough :- hypertension, \+ heart_disease, \+ fatigue.
0.21::cough :- \+ hypertension, heart_disease, fatigue.
0.03::cough :- \+ hypertension, heart_disease, \+ fatigue.
0.5::cough :- \+ hypertension, \+ heart_disease, fatigue.
0.97::cough :- \+ hypertension, \+ heart_disease, \+ fatigue.
0.46::fever :- smoking, diabetes.
0.46::fever :- smoking, \+ diabetes.
0.52::fever :- \+ smoking, diabetes.
0.91::fever :- \+ smoking, \+ diabetes.
evidence(kidney, false).
evidence(stroke, true).
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
query(fatigue).
query(chest_pain).
query(dyspnoea).
query(cough).
query(fever).
