% sprinkler network with evidence on the wet grass and an open query over causes
0.5::cloudy.
0.1::sprinkler :- cloudy.
0.5::sprinkler :- \+ cloudy.
0.8::rain :- cloudy.
0.2::rain :- \+ cloudy.
0.99::wet :- sprinkler, rain.
0.9::wet :- sprinkler, \+ rain.
0.9::wet :- \+ sprinkler, rain.
cause(sprinkler) :- sprinkler.
cause(rain) :- rain.
evidence(wet).
query(cause(_)).
query(cloudy).
