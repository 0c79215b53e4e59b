% a Bayesian network with conditional probability tables written as clauses
0.3::cloudy.
0.1::rain :- \+ cloudy.
0.8::rain :- cloudy.
0.5::sprinkler :- \+ cloudy.
0.1::sprinkler :- cloudy.
0.99::wetgrass :- sprinkler, rain.
0.9::wetgrass :- sprinkler, \+ rain.
0.9::wetgrass :- \+ sprinkler, rain.
evidence(wetgrass).
query(cloudy). query(rain). query(sprinkler).
