% noisy-or diagnosis network with leak
cause(flu). cause(cold). cause(allergy).
0.1::has(flu). 0.3::has(cold). 0.2::has(allergy).
effect(flu, fever, 0.8). effect(cold, fever, 0.1).
effect(flu, cough, 0.6). effect(cold, cough, 0.7). effect(allergy, cough, 0.3).
effect(allergy, sneeze, 0.9). effect(cold, sneeze, 0.5).
P::causes(C, S) :- effect(C, S, P).
0.01::leak(S) :- symptom(S).
symptom(fever). symptom(cough). symptom(sneeze).
shows(S) :- symptom(S), cause(C), has(C), causes(C, S).
shows(S) :- leak(S).
evidence(shows(cough)).
evidence(shows(fever), false).
query(has(C)) :- cause(C).
query(shows(sneeze)).
