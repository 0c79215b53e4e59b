% hunt17: a mutant (agreeing with ProbLog) of hunt6_subquery_in_prob_rule.pl: wrap-call clause 4 goal 1; reorder-clauses
0.9::believe(P) :- call((subquery(wet, P))).
0.5::sprinkler.
query(believe(_)).
0.4::rain.
wet :- rain ; sprinkler.
