% hunt19: a mutant of hunt6_gen_findall_rules_03.pl: call-n-univ clause 9 goal 2; cond-else-true clause 8 goal 1; disj-goals clause 11 goal 1 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
0.6::p(a).
0.4::q(a).
0.3::p(b).
0.4::q(b).
0.3::p(c).
0.4::q(c).
q(z) :- fail.
p(z) :- ( fail ; \+ (fail) ).
r(X) :- p(X), G_8x1 =.. [q, X], call(G_8x1).
r(X) :- q(X), p(X).
s(X) :- ( p(X) ; q(X) ).
s(X) :- q(X).
l(L) :- findall(X, (r(X), p(X)), L).
query(l(_)).
evidence(q(b), false).
