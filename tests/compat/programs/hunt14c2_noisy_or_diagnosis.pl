% written for this corpus by a find-only hunt (session 22; diagnosis with noisy-or)
% diagnosis with noisy-or and a leak
0.1::disease(flu). 0.05::disease(covid). 0.02::disease(pneumonia).
cause(flu, fever, 0.8). cause(covid, fever, 0.7). cause(pneumonia, fever, 0.6).
cause(flu, cough, 0.5). cause(covid, cough, 0.6). cause(pneumonia, cough, 0.9).
cause(covid, anosmia, 0.5).
P::triggers(D, S) :- cause(D, S, P).
0.01::leak(S) :- symptom_name(S).
symptom_name(fever). symptom_name(cough). symptom_name(anosmia).
symptom(S) :- disease(D), triggers(D, S).
symptom(S) :- leak(S).
evidence(symptom(fever), true).
evidence(symptom(cough), true).
evidence(symptom(anosmia), false).
query(disease(D)).
