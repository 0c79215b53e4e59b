% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% an AD whose two probabilities are computed, the second as the complement of the first
rate(a, 0.7). rate(b, 0.1). rate(c, 0.35). rate(d, 0.9).
P::ok(X); Q::ko(X) :- rate(X, P), Q is 1 - P.
both_ok(X, Y) :- ok(X), ok(Y), X @< Y.
query(ok(_)).
query(ko(_)).
query(both_ok(_, _)).
