% hunt21: a mutant of hunt19_mut_hunt6_gen_findall_rules_03.pl that agrees with ProbLog (evidence-sure l([a, b, b, c, c]) false)
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
evidence(l([a, b, b, c, c]), false).
