% evidence fixes q(b): r(b) comes to p(b), so u(b) :- p(b), \+ r(b) is false on its face in ProbLog's grounding (not listed)
0.4::p(a). 0.6::p(b). 0.5::p(c).
0.3::q(a). 0.7::q(b).
r(X) :- p(X), \+ q(X).
r(X) :- q(X), p(b).
u(X) :- p(X), \+ r(X).
query(u(_)).
evidence(q(b), false).
