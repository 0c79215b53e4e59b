% hunt6 (ProbLog compatibility, 6th hunt): query list terms
0.5::holds([a,b]). 0.4::holds([]). 0.3::holds([a|b]).
query(holds(_)).
