% generated: findall over rules with several proofs
0.5::p(a).
0.7::q(a).
0.3::p(b).
0.2::q(b).
0.3::p(c).
0.4::q(c).
q(z) :- fail.
p(z) :- fail.
r(a) :- q(b).
r(X) :- q(X), p(X).
r(X) :- p(X), q(X).
s(X) :- p(X), q(X).
l(L) :- findall(X, (r(X), \+ s(X)), L).
query(l(_)).
evidence(p(a)).
