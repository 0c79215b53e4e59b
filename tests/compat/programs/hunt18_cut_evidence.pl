% library(cut) with evidence: a triage protocol, first matching rule decides, evidence on a symptom
:- use_module(library(cut)).
0.3::chest_pain. 0.2::short_breath. 0.5::headache.
triage(1, red) :- chest_pain, short_breath.
triage(2, orange) :- chest_pain.
triage(3, yellow) :- short_breath.
triage(4, green) :- headache.
triage(5, blue).
level(L) :- cut(triage(L)).
evidence(short_breath, true).
query(level(L)).
query(chest_pain).
