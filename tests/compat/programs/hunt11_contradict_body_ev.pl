% a derivation with a literal and its negation (through another predicate) and evidence on the head
0.3::sick(1); 0.5::sick(2).
0.8::risk(1). 0.8::risk(2).
ill(X) :- sick(X).
0.5::treat(X) :- ill(X), \+ sick(X).
treat(X) :- risk(X), \+ ill(X).
any_treat :- treat(X), risk(X).
evidence(sick(2), true).
evidence(any_treat, true).
query(sick(_)).
query(risk(_)).
query(treat(_)).
