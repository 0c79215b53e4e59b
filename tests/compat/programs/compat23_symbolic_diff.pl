% written for this corpus (session 23; printing of prefix-operator terms built at run time)
% A noisy symbolic differentiator: each rewrite rule fires with a probability, and the derivative
% terms are built at run time (X = -Y with Y bound later), so they print as ProbLog prints them.
0.9::rule_ok(sin).
0.8::rule_ok(cos).
0.7::rule_ok(neg).

d(x, 1).
d(C, 0) :- number(C).
d(sin(U), R) :- rule_ok(sin), d(U, DU), R = cos(U)*DU.
d(cos(U), R) :- rule_ok(cos), d(U, DU), S = sin(U), R = -S*DU.
d(-U, R) :- rule_ok(neg), d(U, DU), R = -DU.
d(U+V, R) :- d(U, DU), d(V, DV), R = DU+DV.

neg_of(X, Y) :- Y = -X.

expr(e1, sin(x)).
expr(e2, cos(x)).
expr(e3, -x).
expr(e4, -sin(x)).
expr(e5, cos(x)+3).

deriv(E, R) :- expr(E, T), d(T, R).
negated(N, Y) :- member(N, [1, 2.5, a, f(b), x+y, -(1)]), neg_of(N, Y).

:- use_module(library(lists)).
query(deriv(_, _)).
query(negated(_, _)).
