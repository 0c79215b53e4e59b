% ProbLog literature: the bayesian-network-as-ProbLog encoding of a 5-variable network with probabilistic rules per parent configuration
0.2::cloudy.
0.1::sprinkler :- cloudy.
0.5::sprinkler :- \+ cloudy.
0.8::rain :- cloudy.
0.2::rain :- \+ cloudy.
0.99::wet :- sprinkler, rain.
0.9::wet :- sprinkler, \+ rain.
0.9::wet :- \+ sprinkler, rain.
0.7::slippery :- wet.
evidence(slippery).
query(cloudy).
query(rain).
query(sprinkler).
