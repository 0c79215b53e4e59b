% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% negated open queries and evidence false on a derived atom
0.3::p(a). 0.5::p(b). 0.9::p(c).
0.5::q(X) :- p(X).
r(X) :- q(X), \+ p(a).
evidence(q(c), false).
query(\+ q(_)).
query(\+ r(_)).
query(r(_)).
query(q(_)).
