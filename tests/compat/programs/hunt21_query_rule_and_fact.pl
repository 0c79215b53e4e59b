% hunt21: the same open query written as a fact and made by a query/1 rule is two queries, t(a,X2) and t(a,X3), as in ProbLog
d(a). d(b).
t(kid, dad).
0.4::u(a, 1).
query(t(X, _)) :- d(X).
query(t(a, _)).
query(u(X, _)) :- d(X).
query(u(a, _)).
