% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% query forms: open, partly bound, negated, repeated, and evidence forms
0.4::p(1). 0.5::p(2). 0.3::p(3).
0.6::q(X, Y) :- p(X), p(Y), X < Y.
r(X) :- q(X, _).
s(Y) :- q(_, Y).
query(p(_)).
query(q(_, 3)).
query(q(1, _)).
query(r(X)).
query(s(_)).
query(\+ r(1)).
query(r(1)).
evidence(\+ p(3)).
evidence(p(1), true).
