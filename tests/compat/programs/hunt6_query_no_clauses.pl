% hunt6 (ProbLog compatibility, 6th hunt): query no clauses
:- unknown(fail).
0.5::p(1).
query(p(2)). query(nothing). query(p(_)).
