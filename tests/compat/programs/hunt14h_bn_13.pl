% a 30-node Bayesian network as annotated disjunctions, at most 1 parents, evidence on 2 nodes
0.312::age(low); 0.062::age(mid); 0.626::age(high).
0.529::sex(yes); 0.471::sex(no).
0.9::smoking(yes); 0.1::smoking(no) :- sex(yes).
0.333::smoking(yes); 0.667::smoking(no) :- sex(no).
0.471::pollution(low); 0.235::pollution(mid); 0.294::pollution(high) :- sex(yes).
0.333::pollution(low); 0.222::pollution(mid); 0.445::pollution(high) :- sex(no).
0.5::diet(low); 0.079::diet(mid); 0.421::diet(high) :- pollution(low).
0.174::diet(low); 0.435::diet(mid); 0.391::diet(high) :- pollution(mid).
0.364::diet(low); 0.5::diet(mid); 0.136::diet(high) :- pollution(high).
0.458::exercise(yes); 0.542::exercise(no) :- age(low).
0.613::exercise(yes); 0.387::exercise(no) :- age(mid).
0.654::exercise(yes); 0.346::exercise(no) :- age(high).
0.38::stress(low); 0.4::stress(mid); 0.22::stress(high).
0.824::genes(low); 0.118::genes(mid); 0.058::genes(high) :- sex(yes).
0.459::genes(low); 0.189::genes(mid); 0.352::genes(high) :- sex(no).
0.438::obesity(yes); 0.562::obesity(no) :- diet(low).
0.9::obesity(yes); 0.1::obesity(no) :- diet(mid).
0.444::obesity(yes); 0.556::obesity(no) :- diet(high).
0.219::diabetes(low); 0.219::diabetes(mid); 0.562::diabetes(high).
0.455::hypertension(yes); 0.545::hypertension(no) :- exercise(yes).
0.346::hypertension(yes); 0.654::hypertension(no) :- exercise(no).
0.387::cholesterol(yes); 0.613::cholesterol(no) :- genes(low).
0.333::cholesterol(yes); 0.667::cholesterol(no) :- genes(mid).
0.917::cholesterol(yes); 0.083::cholesterol(no) :- genes(high).
0.194::heart_disease(low); 0.387::heart_disease(mid); 0.419::heart_disease(high).
0.308::stroke(yes); 0.692::stroke(no) :- diabetes(low).
0.441::stroke(yes); 0.559::stroke(no) :- diabetes(mid).
0.25::stroke(yes); 0.75::stroke(no) :- diabetes(high).
0.125::kidney(low); 0.5::kidney(mid); 0.375::kidney(high) :- diabetes(low).
0.295::kidney(low); 0.432::kidney(mid); 0.273::kidney(high) :- diabetes(mid).
0.375::kidney(low); 0.5::kidney(mid); 0.125::kidney(high) :- diabetes(high).
0.722::fatigue(yes); 0.278::fatigue(no) :- cholesterol(yes).
0.4::fatigue(yes); 0.6::fatigue(no) :- cholesterol(no).
0.5::chest_pain(yes); 0.5::chest_pain(no).
0.714::dyspnoea(yes); 0.286::dyspnoea(no).
0.395::cough(low); 0.211::cough(mid); 0.394::cough(high).
0.24::fever(yes); 0.76::fever(no).
0.189::infection(low); 0.541::infection(mid); 0.27::infection(high) :- dyspnoea(yes).
0.077::infection(low); 0.308::infection(mid); 0.615::infection(high) :- dyspnoea(no).
0.812::xray(low); 0.125::xray(mid); 0.063::xray(high) :- fever(yes).
0.286::xray(low); 0.327::xray(mid); 0.387::xray(high) :- fever(no).
0.619::ecg(yes); 0.381::ecg(no) :- chest_pain(yes).
0.938::ecg(yes); 0.062::ecg(no) :- chest_pain(no).
0.125::blood_test(yes); 0.875::blood_test(no).
0.85::insulin(yes); 0.15::insulin(no).
0.365::medication(low); 0.25::medication(mid); 0.385::medication(high).
0.368::sleep(low); 0.421::sleep(mid); 0.211::sleep(high) :- ecg(yes).
0.455::sleep(low); 0.242::sleep(mid); 0.303::sleep(high) :- ecg(no).
0.25::alcohol(low); 0.125::alcohol(mid); 0.625::alcohol(high) :- insulin(yes).
0.25::alcohol(low); 0.556::alcohol(mid); 0.194::alcohol(high) :- insulin(no).
0.684::liver(yes); 0.316::liver(no) :- insulin(yes).
0.457::liver(yes); 0.543::liver(no) :- insulin(no).
0.357::anemia(low); 0.381::anemia(mid); 0.262::anemia(high).
evidence(fever(no)).
evidence(sleep(high)).
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
query(cholesterol(_)).
query(heart_disease(_)).
query(stroke(_)).
query(kidney(_)).
query(fatigue(_)).
query(chest_pain(_)).
query(dyspnoea(_)).
query(cough(_)).
query(infection(_)).
query(xray(_)).
query(ecg(_)).
query(blood_test(_)).
query(insulin(_)).
query(medication(_)).
query(alcohol(_)).
query(liver(_)).
query(anemia(_)).
