% sample_uniform1/3: evidence on a ground call makes ProbLog's Boolean fact of the key (Result bound), which the open query's choice does not share
die(X) :- sample_uniform1(die, [1, 2, 3, 4, 5, 6], X).
evidence(die(6), false).
query(die(X)).
low :- die(1).
low :- die(2).
query(low).
