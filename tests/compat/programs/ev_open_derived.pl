% evidence propagation (problog FILE): an open query lists no answer the evidence makes false
0.5::a(1). 0.5::a(2). 0.3::a(3).
b(X) :- a(X).
evidence(a(1), false).
query(b(X)).
query(a(_)).
query(a(1)).
