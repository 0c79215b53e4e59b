% hunt10: subquery/2 returns the probability of an inner goal
0.3::a. 0.6::b.
c :- a ; b.
r(P) :- subquery(c, P).
s(Q) :- subquery(\+ a, Q).
query(r(_)). query(s(_)).
