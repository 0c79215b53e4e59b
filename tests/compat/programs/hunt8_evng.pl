% hunt8: non-ground evidence: evidence holds for each answer
0.5::p(1). 0.6::p(2). 0.3::q.
r(X) :- p(X), q.
evidence(r(_)).
query(q).
