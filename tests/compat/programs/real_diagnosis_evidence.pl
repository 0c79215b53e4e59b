% medical diagnosis with many symptom observations, evidence on derived atoms and generated queries
:- use_module(library(lists)).
disease(flu). disease(cold). disease(allergy). disease(strep).
prior(flu, 0.1). prior(cold, 0.2). prior(allergy, 0.15). prior(strep, 0.05).
P::has(D) :- prior(D, P).
sym(flu, fever, 0.8). sym(flu, cough, 0.6). sym(flu, ache, 0.7).
sym(cold, cough, 0.5). sym(cold, sneeze, 0.6). sym(cold, fever, 0.1).
sym(allergy, sneeze, 0.8). sym(allergy, itchy, 0.6).
sym(strep, fever, 0.6). sym(strep, throat, 0.9).
P::causes(D, S) :- sym(D, S, P).
0.02::spontaneous(S) :- member(S, [fever, cough, ache, sneeze, itchy, throat]).
shows(S) :- has(D), causes(D, S).
shows(S) :- spontaneous(S).
nsym(N) :- findall(S, (member(S, [fever, cough, sneeze]), shows(S)), L), length(L, N).
infectious :- has(flu).
infectious :- has(cold).
infectious :- has(strep).
evidence(shows(fever), true).
evidence(shows(sneeze), false).
evidence(shows(throat), false).
evidence(infectious, true).
query(has(D)) :- disease(D).
query(shows(S)) :- member(S, [cough, ache, itchy]).
query(nsym(N)).
