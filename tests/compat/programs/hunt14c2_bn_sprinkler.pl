% written for this corpus by a find-only hunt (session 22; Bayesian network with evidence)
% cloudy / sprinkler / rain / wet grass with evidence
0.5::cloudy.
0.1::sprinkler :- cloudy.
0.5::sprinkler :- \+ cloudy.
0.8::rain :- cloudy.
0.2::rain :- \+ cloudy.
0.99::wet :- sprinkler, rain.
0.9::wet :- sprinkler, \+ rain.
0.9::wet :- \+ sprinkler, rain.
slippery :- wet.
evidence(wet, true).
query(cloudy).
query(sprinkler).
query(rain).
query(slippery).
