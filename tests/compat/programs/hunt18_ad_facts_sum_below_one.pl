% annotated disjunction facts whose probabilities sum below one: the rest is no outcome
0.2::weather(sunny); 0.3::weather(rainy); 0.1::weather(snowy).
0.5::mood(happy); 0.4::mood(sad).
outdoor :- weather(sunny), mood(happy).
indoor :- weather(W), W \= sunny.
indoor :- mood(sad).
no_weather :- \+ weather(sunny), \+ weather(rainy), \+ weather(snowy).
query(weather(W)).
query(outdoor).
query(indoor).
query(no_weather).
