% probabilistic rules and true evidence on a conjunction: its conjuncts become true
0.5::p(1). 0.5::p(2). 0.5::p(3).
0.8::r(X) :- p(X).
both :- p(1), p(2).
evidence(both, true).
evidence(r(3), false).
query(r(X)).
query(p(X)).
