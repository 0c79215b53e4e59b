% hunt10: evidence on an open atom holds for each of its answers
0.4::p(1). 0.5::p(2). 0.6::p(3).
0.5::q.
r(X) :- p(X), q.
evidence(p(_), true).
query(q). query(r(_)).
