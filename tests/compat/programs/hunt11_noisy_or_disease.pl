% noisy-or over symptoms with several causes, evidence on symptoms
0.1::flu. 0.05::covid. 0.2::cold.
0.6::fever :- flu.
0.8::fever :- covid.
0.1::fever :- cold.
0.3::cough :- flu.
0.7::cough :- covid.
0.7::cough :- cold.
evidence(fever).
evidence(cough).
query(flu).
query(covid).
query(cold).
