% generated: findall over rules with several proofs
0.6::p(a).
0.4::q(a).
0.3::p(b).
0.4::q(b).
0.3::p(c).
0.4::q(c).
q(z) :- fail.
p(z) :- fail.
r(X) :- p(X), q(X).
r(X) :- q(X), p(X).
s(X) :- p(X), q(X).
s(X) :- q(X).
l(L) :- findall(X, (r(X), p(X)), L).
query(l(_)).
evidence(q(b), false).
