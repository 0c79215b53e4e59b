% a leaky noisy-or with several diseases and symptoms, evidence on symptoms
disease(flu, 0.1). disease(cold, 0.3). disease(covid, 0.05).
link(flu, fever, 0.8). link(flu, cough, 0.5). link(cold, cough, 0.6). link(cold, sneeze, 0.7).
link(covid, fever, 0.6). link(covid, cough, 0.7). link(covid, smell, 0.5).
P::has(D) :- disease(D, P).
P::causes(D, S) :- link(D, S, P).
0.02::leak(S) :- member(S, [fever, cough, sneeze, smell]).
:- use_module(library(lists)).
symptom(S) :- has(D), causes(D, S).
symptom(S) :- leak(S).
evidence(symptom(fever)). evidence(symptom(cough)). evidence(symptom(sneeze), false).
query(has(_)). query(symptom(smell)).
