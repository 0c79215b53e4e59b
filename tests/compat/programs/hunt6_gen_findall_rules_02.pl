% generated: findall over rules with several proofs
0.3::p(a).
0.7::q(a).
0.5::p(b).
0.7::q(b).
0.6::p(c).
0.7::q(c).
q(z) :- fail.
p(z) :- fail.
r(a) :- q(b).
r(X) :- s(X), p(X).
r(X) :- p(X), q(X).
s(X) :- q(X).
s(b).
l(L) :- findall(X, r(X), L).
query(l(_)).

