% written for this corpus by a find-only hunt (session 23; probability labels, annotated disjunctions, negative heads, evidence)
% Weather annotated disjunction with negative evidence on one outcome and a derived query
0.5::weather(sun); 0.3::weather(rain); 0.2::weather(snow).
0.9::wet :- weather(rain).
0.6::wet :- weather(snow).
cold :- weather(snow).
query(weather(_)).
query(wet).
evidence(weather(sun), false).
evidence(\+ cold).
