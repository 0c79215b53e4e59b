% hunt9: ad evid rules (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.2::w(sun); 0.5::w(rain); 0.3::w(snow).
0.7::wet :- w(rain). 0.9::wet :- w(snow).
cold :- w(snow).
evidence(wet). evidence(\+ cold).
query(w(_)).
