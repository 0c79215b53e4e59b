% hunt6 (ProbLog compatibility, 6th hunt): evidence false forms
0.4::rain. 0.3::sprinkler.
wet :- rain. wet :- sprinkler.
0.9::slippery :- wet.
evidence(slippery, false).
evidence(\+sprinkler).
query(rain). query(wet).
