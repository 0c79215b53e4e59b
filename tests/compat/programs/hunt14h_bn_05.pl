% noisy-or: diseases cause symptoms independently, with a leak
disease(flu, 0.1). disease(cold, 0.25). disease(covid, 0.05). disease(allergy, 0.2).
P::has(D) :- disease(D, P).
causes(flu, fever, 0.8). causes(flu, cough, 0.6). causes(flu, ache, 0.7).
causes(cold, cough, 0.7). causes(cold, sneeze, 0.8). causes(cold, fever, 0.1).
causes(covid, fever, 0.7). causes(covid, cough, 0.8). causes(covid, smell_loss, 0.5).
causes(allergy, sneeze, 0.9). causes(allergy, cough, 0.2).
symptom(S) :- member(S, [fever, cough, ache, sneeze, smell_loss]).
P::symptom_from(D, S) :- causes(D, S, P).
leak(S, 0.01) :- symptom(S).
P::leak_active(S) :- leak(S, P).
shows(S) :- causes(D, S, _), has(D), symptom_from(D, S).
shows(S) :- leak_active(S).
evidence(shows(fever), true).
evidence(shows(cough), true).
evidence(shows(sneeze), false).
query(has(_)).
query(shows(ache)).
query(shows(smell_loss)).
:- use_module(library(lists)).
