% sample_uniform1/3 with subquery/2
die(X) :- sample_uniform1(die, [1, 2, 3, 4], X).
big(P) :- subquery(die(4), P).
query(big(P)).
query(die(X)).
