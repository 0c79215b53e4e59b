% evidence and query on the same open predicate
0.4::p(1). 0.5::p(2). 0.6::p(3).
any :- p(_).
evidence(p(2), false).
query(p(_)).
query(any).
