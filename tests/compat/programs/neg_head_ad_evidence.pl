% a negative head in an annotated disjunction with a body, conditioned on evidence
0.5::weather(sun); 0.3::weather(rain); 0.2::weather(snow).
0.9::outside :- weather(sun).
0.4::outside :- weather(snow).
0.7::\+outside; 0.2::cold :- weather(snow).
0.8::\+outside :- weather(rain).
0.5::cold :- weather(rain).
evidence(cold, true).
query(outside). query(weather(_)).
