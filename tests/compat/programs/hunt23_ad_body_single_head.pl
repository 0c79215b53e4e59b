% hunt23: a one-head probabilistic rule is a body_N call too in ProbLog: the evidence's grounding of g calls h(t)'s body (a, b), the open query h(_) reuses that node, which the later evidence on a does not fix, so h(t) is listed with 0
0.5::a. 0.5::b. 0.5::c.
0.4::h(t) :- a, b.
0.3::h(u) :- c, a.
g :- h(t), c.
evidence(g, false).
evidence(a, false).
query(h(_)).
