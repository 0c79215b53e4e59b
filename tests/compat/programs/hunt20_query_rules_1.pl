% queries and evidence produced by rules, with a repeated query, a query that is also evidence, and a negated query
0.3::p(X) :- between(1, 4, X).
q(X) :- p(X), p(Y), Y is X + 1.
want(2). want(3).
query(q(X)) :- want(X).
query(q(3)).
query(p(1)).
evidence(p(1)).
query(\+ p(4)).
evidence(\+ p(2)) :- true.
