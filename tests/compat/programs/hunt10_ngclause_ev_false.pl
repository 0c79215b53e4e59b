% hunt10: a non-ground probabilistic clause whose body the evidence makes false is never reached (no error)
0.5::p(1). 0.5::p(2).
0.3::r(X, Y) :- p(X).
evidence(p(1), false).
query(r(1, _)).
query(p(2)).
