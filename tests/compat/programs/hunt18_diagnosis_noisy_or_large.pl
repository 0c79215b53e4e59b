% medical: noisy-or over 8 diseases and 10 symptoms with evidence on the symptoms
disease(D) :- between(1, 8, D).
symptom(S) :- between(1, 10, S).
0.05::has(D) :- disease(D).
causes(D, S) :- disease(D), symptom(S), (D + S) mod 3 =:= 0.
0.7::shows(D, S) :- causes(D, S).
0.01::leak(S) :- symptom(S).
present(S) :- leak(S).
present(S) :- causes(D, S), has(D), shows(D, S).
evidence(present(1), true). evidence(present(2), true). evidence(present(3), false).
evidence(present(5), true). evidence(present(8), false).
query(has(D)).
