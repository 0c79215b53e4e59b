% generated: findall over rules with several proofs
0.6::p(a).
0.7::q(a).
0.5::p(b).
0.5::p(c).
0.7::q(c).
q(z) :- fail.
p(z) :- fail.
r(X) :- q(X).
r(X) :- q(X), p(X).
r(X) :- p(X), s(X).
r(X) :- p(X), q(X).
s(b).
l(L) :- findall(X, (r(X), p(X)), L).
query(l(_)).
evidence(q(b), false).
