% hunt6 (ProbLog compatibility, 6th hunt): subquery in prob rule
0.4::rain. 0.5::sprinkler.
wet :- rain ; sprinkler.
0.9::believe(P) :- subquery(wet, P).
query(believe(_)).
