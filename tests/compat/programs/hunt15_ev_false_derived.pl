% evidence(X, false) on derived atoms in a diagnosis model
0.1::fault(pump). 0.05::fault(valve). 0.02::fault(sensor).
0.9::symptom(noise) :- fault(pump).
0.7::symptom(leak) :- fault(valve).
0.5::symptom(leak) :- fault(pump).
0.8::symptom(reading) :- fault(sensor).
0.3::symptom(reading) :- fault(valve).
evidence(symptom(noise), false).
evidence(symptom(leak), true).
evidence(symptom(reading), false).
query(fault(_)).
