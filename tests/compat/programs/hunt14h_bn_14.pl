% a 40-node Bayesian network as annotated disjunctions, at most 1 parents, evidence on 2 nodes
0.875::age(yes); 0.125::age(no).
0.325::sex(low); 0.4::sex(mid); 0.275::sex(high).
0.481::smoking(low); 0.481::smoking(mid); 0.038::smoking(high).
0.667::pollution(yes); 0.333::pollution(no) :- sex(low).
0.722::pollution(yes); 0.278::pollution(no) :- sex(mid).
0.067::pollution(yes); 0.933::pollution(no) :- sex(high).
0.444::diet(low); 0.25::diet(mid); 0.306::diet(high).
0.531::exercise(low); 0.25::exercise(mid); 0.219::exercise(high).
0.406::stress(yes); 0.594::stress(no).
0.143::genes(yes); 0.857::genes(no) :- smoking(low).
0.588::genes(yes); 0.412::genes(no) :- smoking(mid).
0.424::genes(yes); 0.576::genes(no) :- smoking(high).
0.395::obesity(low); 0.211::obesity(mid); 0.394::obesity(high) :- exercise(low).
0.214::obesity(low); 0.357::obesity(mid); 0.429::obesity(high) :- exercise(mid).
0.213::obesity(low); 0.404::obesity(mid); 0.383::obesity(high) :- exercise(high).
0.25::diabetes(yes); 0.75::diabetes(no).
0.692::hypertension(yes); 0.308::hypertension(no) :- diet(low).
0.25::hypertension(yes); 0.75::hypertension(no) :- diet(mid).
0.565::hypertension(yes); 0.435::hypertension(no) :- diet(high).
0.465::cholesterol(low); 0.349::cholesterol(mid); 0.186::cholesterol(high).
0.929::heart_disease(yes); 0.071::heart_disease(no).
0.286::stroke(yes); 0.714::stroke(no).
0.75::kidney(yes); 0.25::kidney(no) :- cholesterol(low).
0.654::kidney(yes); 0.346::kidney(no) :- cholesterol(mid).
0.486::kidney(yes); 0.514::kidney(no) :- cholesterol(high).
0.581::fatigue(yes); 0.419::fatigue(no).
0.273::chest_pain(low); 0.273::chest_pain(mid); 0.454::chest_pain(high).
0.41::dyspnoea(low); 0.077::dyspnoea(mid); 0.513::dyspnoea(high).
0.571::cough(yes); 0.429::cough(no) :- fatigue(yes).
0.87::cough(yes); 0.13::cough(no) :- fatigue(no).
0.5::fever(low); 0.094::fever(mid); 0.406::fever(high).
0.5::infection(low); 0.312::infection(mid); 0.188::infection(high).
0.531::xray(yes); 0.469::xray(no).
0.222::ecg(yes); 0.778::ecg(no).
0.452::blood_test(yes); 0.548::blood_test(no).
0.35::insulin(yes); 0.65::insulin(no).
0.1::medication(low); 0.333::medication(mid); 0.567::medication(high).
0.36::sleep(low); 0.4::sleep(mid); 0.24::sleep(high).
0.85::alcohol(yes); 0.15::alcohol(no).
0.2::liver(low); 0.4::liver(mid); 0.4::liver(high) :- blood_test(yes).
0.3::liver(low); 0.4::liver(mid); 0.3::liver(high) :- blood_test(no).
0.143::anemia(low); 0.5::anemia(mid); 0.357::anemia(high).
0.696::dizziness(yes); 0.304::dizziness(no).
0.516::headache(low); 0.323::headache(mid); 0.161::headache(high).
0.071::vision(yes); 0.929::vision(no).
0.457::nausea(low); 0.257::nausea(mid); 0.286::nausea(high) :- vision(yes).
0.243::nausea(low); 0.541::nausea(mid); 0.216::nausea(high) :- vision(no).
0.5::weight_loss(yes); 0.5::weight_loss(no) :- liver(low).
0.625::weight_loss(yes); 0.375::weight_loss(no) :- liver(mid).
0.769::weight_loss(yes); 0.231::weight_loss(no) :- liver(high).
0.515::thirst(low); 0.455::thirst(mid); 0.03::thirst(high).
0.412::bp_reading(yes); 0.588::bp_reading(no).
0.472::hdl(low); 0.167::hdl(mid); 0.361::hdl(high) :- bp_reading(yes).
0.556::hdl(low); 0.333::hdl(mid); 0.111::hdl(high) :- bp_reading(no).
0.267::ldl(low); 0.311::ldl(mid); 0.422::ldl(high) :- weight_loss(yes).
0.241::ldl(low); 0.586::ldl(mid); 0.173::ldl(high) :- weight_loss(no).
0.409::troponin(low); 0.159::troponin(mid); 0.432::troponin(high) :- nausea(low).
0.559::troponin(low); 0.382::troponin(mid); 0.059::troponin(high) :- nausea(mid).
0.464::troponin(low); 0.107::troponin(mid); 0.429::troponin(high) :- nausea(high).
evidence(hdl(mid)).
evidence(insulin(yes)).
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
query(fever(_)).
query(infection(_)).
query(xray(_)).
query(ecg(_)).
query(blood_test(_)).
query(medication(_)).
query(sleep(_)).
query(alcohol(_)).
query(liver(_)).
query(anemia(_)).
query(dizziness(_)).
query(headache(_)).
query(vision(_)).
query(nausea(_)).
query(weight_loss(_)).
query(thirst(_)).
query(bp_reading(_)).
query(ldl(_)).
query(troponin(_)).
