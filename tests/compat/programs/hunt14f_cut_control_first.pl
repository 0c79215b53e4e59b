% written for this corpus by a find-only hunt (session 23; control, meta-calls and query forms)
% Triage rules tried in order with library(control)'s cut/3: which rule fired
:- use_module(library(control)).
0.3::symptom(chest_pain). 0.6::symptom(fever). 0.5::symptom(cough).
triage(1, urgent) :- symptom(chest_pain).
triage(2, soon) :- symptom(fever), symptom(cough).
triage(3, routine) :- true.
level(L, Rule) :- cut(triage(L), [1, 2, 3], Rule).
query(level(_, _)).
