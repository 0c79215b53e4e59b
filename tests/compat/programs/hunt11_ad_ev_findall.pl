% an annotated disjunction with evidence on one head, and a findall over its heads after a direct call
0.3::weather(sun); 0.5::weather(rain); 0.2::weather(snow).
cold :- weather(snow).
cold :- weather(rain).
w(X) :- weather(X).
pair(X, L) :- w(X), findall(Y, weather(Y), L).
evidence(cold, true).
evidence(weather(snow), false).
query(pair(_, _)).
query(w(_)).
