% hunt10: a noisy-or disease model with a leak and evidence on symptoms
0.1::flu. 0.05::cold. 0.01::covid.
0.02::leak.
0.8::fever :- flu.
0.3::fever :- cold.
0.9::fever :- covid.
fever :- leak.
0.6::cough :- cold.
0.5::cough :- covid.
0.2::cough :- flu.
evidence(fever).
evidence(cough).
query(flu). query(cold). query(covid).
