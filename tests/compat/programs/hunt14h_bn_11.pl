% a 20-node Bayesian network as annotated disjunctions, at most 1 parents, evidence on 2 nodes
0.529::age(yes); 0.471::age(no).
0.31::sex(low); 0.483::sex(mid); 0.207::sex(high) :- age(yes).
0.459::sex(low); 0.216::sex(mid); 0.325::sex(high) :- age(no).
0.526::smoking(yes); 0.474::smoking(no).
0.543::pollution(low); 0.429::pollution(mid); 0.028::pollution(high) :- smoking(yes).
0.267::pollution(low); 0.067::pollution(mid); 0.666::pollution(high) :- smoking(no).
0.367::diet(yes); 0.633::diet(no).
0.419::exercise(low); 0.387::exercise(mid); 0.194::exercise(high) :- pollution(low).
0.404::exercise(low); 0.319::exercise(mid); 0.277::exercise(high) :- pollution(mid).
0.515::exercise(low); 0.212::exercise(mid); 0.273::exercise(high) :- pollution(high).
0.889::stress(yes); 0.111::stress(no).
0.231::genes(low); 0.077::genes(mid); 0.692::genes(high) :- pollution(low).
0.625::genes(low); 0.031::genes(mid); 0.344::genes(high) :- pollution(mid).
0.321::genes(low); 0.393::genes(mid); 0.286::genes(high) :- pollution(high).
0.045::obesity(low); 0.091::obesity(mid); 0.864::obesity(high).
0.8::diabetes(yes); 0.2::diabetes(no).
0.425::hypertension(low); 0.425::hypertension(mid); 0.15::hypertension(high) :- obesity(low).
0.343::hypertension(low); 0.514::hypertension(mid); 0.143::hypertension(high) :- obesity(mid).
0.345::hypertension(low); 0.207::hypertension(mid); 0.448::hypertension(high) :- obesity(high).
0.528::cholesterol(low); 0.167::cholesterol(mid); 0.305::cholesterol(high).
0.444::heart_disease(low); 0.222::heart_disease(mid); 0.334::heart_disease(high) :- cholesterol(low).
0.273::heart_disease(low); 0.455::heart_disease(mid); 0.272::heart_disease(high) :- cholesterol(mid).
0.444::heart_disease(low); 0.422::heart_disease(mid); 0.134::heart_disease(high) :- cholesterol(high).
0.333::stroke(yes); 0.667::stroke(no).
0.455::kidney(yes); 0.545::kidney(no) :- obesity(low).
0.75::kidney(yes); 0.25::kidney(no) :- obesity(mid).
0.35::kidney(yes); 0.65::kidney(no) :- obesity(high).
0.045::fatigue(low); 0.045::fatigue(mid); 0.91::fatigue(high) :- cholesterol(low).
0.325::fatigue(low); 0.225::fatigue(mid); 0.45::fatigue(high) :- cholesterol(mid).
0.05::fatigue(low); 0.45::fatigue(mid); 0.5::fatigue(high) :- cholesterol(high).
0.179::chest_pain(low); 0.5::chest_pain(mid); 0.321::chest_pain(high).
0.412::dyspnoea(yes); 0.588::dyspnoea(no) :- kidney(yes).
0.133::dyspnoea(yes); 0.867::dyspnoea(no) :- kidney(no).
0.462::cough(low); 0.205::cough(mid); 0.333::cough(high) :- fatigue(low).
0.043::cough(low); 0.261::cough(mid); 0.696::cough(high) :- fatigue(mid).
0.1::cough(low); 0.3::cough(mid); 0.6::cough(high) :- fatigue(high).
0.071::fever(low); 0.571::fever(mid); 0.358::fever(high).
evidence(kidney(no)).
evidence(cholesterol(mid)).
query(age(_)).
query(sex(_)).
query(smoking(_)).
query(pollution(_)).
query(diet(_)).
query(exercise(_)).
query(stress(_)).
query(genes(_)).
query(obesity(_)).
query(diabetes(_)).
query(hypertension(_)).
query(heart_disease(_)).
query(stroke(_)).
query(fatigue(_)).
query(chest_pain(_)).
query(dyspnoea(_)).
query(cough(_)).
query(fever(_)).
