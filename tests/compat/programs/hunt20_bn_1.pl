% Bayesian network as annotated disjunctions with conditional tables (sprinkler network)
0.5::cloudy.
0.1::sprinkler :- cloudy.
0.5::sprinkler :- \+ cloudy.
0.8::rain :- cloudy.
0.2::rain :- \+ cloudy.
0.99::wet :- sprinkler, rain.
0.9::wet :- sprinkler, \+ rain.
0.9::wet :- \+ sprinkler, rain.
evidence(wet).
query(cloudy).
query(sprinkler).
query(rain).
