% written for this corpus by a find-only hunt (session 23; size: large tables, many queries, deep recursion)
% a 300-node chain of a Bayesian network with noisy copying (negation in the CPT)
0.5::x(0).
0.9::x(I) :- I > 0, J is I - 1, x(J).
0.2::x(I) :- I > 0, J is I - 1, \+ x(J).
query(x(300)).
query(x(10)).
evidence(x(5)).
