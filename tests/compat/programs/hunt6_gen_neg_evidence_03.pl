% generated: facts, rules with negation, evidence on derived atoms, open queries
0.4::p(a). 0.6::p(b). 0.5::p(c).
0.3::q(a). 0.7::q(b).
r(X) :- p(X), \+ q(X).
r(X) :- q(X), p(b).
s(X, Y) :- p(X), q(Y), X \= Y.
t :- r(a) ; r(c).
u(X) :- p(X), \+ r(X).
query(p(a)).
query(r(_)).
query(t).
query(u(_)).
evidence(s(a, b)).
