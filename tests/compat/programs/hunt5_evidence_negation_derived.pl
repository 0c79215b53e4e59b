% evidence on derived atoms defined with negation
0.3::rain. 0.5::sprinkler.
wet :- rain.
wet :- sprinkler.
dry :- \+ wet.
slippery :- wet, \+ sprinkler.
evidence(dry, false).
evidence(slippery, false).
query(rain). query(sprinkler). query(wet).
