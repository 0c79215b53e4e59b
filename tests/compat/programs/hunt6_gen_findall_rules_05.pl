% generated: findall over rules with several proofs
0.6::p(a).
0.7::q(a).
0.6::p(b).
0.4::q(b).
0.2::q(c).
q(z) :- fail.
p(z) :- fail.
r(X) :- p(X), q(X).
r(X) :- p(X), s(X).
r(X) :- p(X).
r(X) :- q(X).
s(X) :- q(X), q(X).
s(X) :- q(X).
l(L) :- findall(X, (r(X), p(X)), L).
query(l(_)).

