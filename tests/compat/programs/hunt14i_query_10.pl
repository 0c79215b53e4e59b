% open query on a predicate with no solutions
p(X) :- X = 1, X = 2.
query(p(_)).
query(p(1)).
