% hunt19: a mutant of hunt14i_query_50.pl: prob-expr clause 1 0.5*1; aux-split clause 5 at 1; prob-rule clause 6 0.5 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
0.5*1::a.
0.5::b.
p(1) :- a.
p(2) :- b.
p(3) :- aux_5, a.
0.5::aux_5 :- b.
evidence(a, false).
query(p(_)).
