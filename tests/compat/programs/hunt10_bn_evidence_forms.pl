% hunt10: evidence/1 and evidence(\+X) forms together
0.4::rain. 0.3::sprinkler.
0.9::wet :- rain.
0.8::wet :- sprinkler.
0.6::slippery :- wet.
evidence(wet).
evidence(\+slippery).
query(rain). query(sprinkler).
