% subquery/2 and subquery/3 inside rules
0.3::a. 0.6::b.
c :- a. c :- b.
pc(P) :- subquery(c, P).
pca(P) :- subquery(c, P, [a]).
query(pc(_)). query(pca(_)).
