% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% conditions written with negation (ProbLog 2.3 has no ->), probabilistic conditions
0.3::rain.
0.6::sprinkler.
0.5::cloudy.
wet :- rain.
wet :- \+ rain, sprinkler.
mood(good) :- wet, cloudy.
mood(good) :- \+ wet.
mood(bad) :- \+ mood(good).
status(stormy) :- rain, cloudy.
status(watered) :- \+ (rain, cloudy), sprinkler.
status(dry) :- \+ (rain, cloudy), \+ sprinkler.
query(wet).
query(mood(_)).
query(status(_)).
