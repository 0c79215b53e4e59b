% subquery/2 with an open goal: one answer per binding
0.3::a(1). 0.6::a(2).
b(X) :- a(X).
pr(X, P) :- subquery(b(X), P).
query(pr(_, _)).
