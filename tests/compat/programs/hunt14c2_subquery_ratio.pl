% written for this corpus by a find-only hunt (session 22; subquery)
% subquery inside rules: expected profit from a probability
0.25::success(proj_a). 0.6::success(proj_b).
payoff(proj_a, 1000). payoff(proj_b, 300).
expected(P, E) :- payoff(P, V), subquery(success(P), Pr), E is Pr * V.
best(P) :- expected(proj_a, A), expected(proj_b, B), (A > B, P = proj_a ; A =< B, P = proj_b).
query(expected(P, E)).
query(best(P)).
