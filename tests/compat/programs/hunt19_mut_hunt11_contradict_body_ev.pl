% hunt19: a mutant of hunt11_contradict_body_ev.pl: evidence risk(2) true (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
0.3::sick(1); 0.5::sick(2).
0.8::risk(1).
0.8::risk(2).
ill(X) :- sick(X).
0.5::treat(X) :- ill(X), \+ sick(X).
treat(X) :- risk(X), \+ ill(X).
any_treat :- treat(X), risk(X).
evidence(sick(2), true).
evidence(any_treat, true).
query(sick(_)).
query(risk(_)).
query(treat(_)).
evidence(risk(2), true).
