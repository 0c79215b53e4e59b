% subquery/2,3 bind the probability as ProbLog's Constant does: rounded to 15 decimals
0.1::a. 0.2::b. 0.7::d.
c :- a. c :- b.
e :- a, d.
p(P) :- subquery(c, P).
p2(P) :- subquery(e, P).
p3(P) :- subquery(a, P, [c]).
p4(X) :- subquery(c, P), X is P * 3.
query(p(_)). query(p2(_)). query(p3(_)). query(p4(_)).
