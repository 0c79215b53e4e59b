% hunt6 (ProbLog compatibility, 6th hunt): subquery evidence
0.3::a. 0.6::b.
c :- a ; b.
p(P) :- subquery(a, P, [c]).
p2(P) :- subquery(c, P, [\+ a]).
query(p(_)). query(p2(_)).
