% a Bayesian network with rules for each parent configuration; two pieces of evidence, one positive and one negative, on derived atoms
0.15::rain. 0.3::sprinkler.
0.95::wet :- rain, sprinkler. 0.9::wet :- rain, \+ sprinkler.
0.8::wet :- \+ rain, sprinkler. 0.05::wet :- \+ rain, \+ sprinkler.
0.6::slip :- wet. 0.02::slip :- \+ wet.
0.7::umbrella :- rain.
evidence(slip, true). evidence(umbrella, false).
query(rain). query(sprinkler). query(wet).
