% hunt21: a mutant of hunt19_mut_hunt11_contradict_body_ev.pl that agrees with ProbLog (neg-cycle-even over ill/1; head-arg clause 3 arg 1)
0.3::sick(1); 0.5::sick(2).
0.8::risk(1).
0.8::risk(2).
0.8::risk(g_(2)).
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
nc_a(X_c) :- ill(X_c), \+ nc_b(X_c).
nc_b(X_c) :- nc_c(X_c).
nc_c(X_c) :- nc_b(X_c).
query(nc_a(_)).
query(risk(_)).
