% ADs with a remainder (probabilities summing below 1), in heads with variables and one without
0.2::colour(X, red); 0.3::colour(X, green) :- ball(X).
ball(b1). ball(b2).
0.4::weather(sun); 0.4::weather(rain).
none(X) :- ball(X), \+ colour(X, red), \+ colour(X, green).
query(colour(_, _)).
query(none(_)).
query(weather(_)).
nothing :- \+ weather(sun), \+ weather(rain).
query(nothing).
