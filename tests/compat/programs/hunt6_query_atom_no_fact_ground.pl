% hunt6 (ProbLog compatibility, 6th hunt): query atom no fact ground
0.5::p(1).
q(X) :- p(X).
query(q(7)).
query(q(1)).
