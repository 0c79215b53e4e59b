% sample_uniform1/3: evidence on ground calls grounded before the queries' open call: the key's Boolean fact, which leaves the open query's choice alone
die(X) :- sample_uniform1(die, [1, 2, 3, 4, 5, 6], X).
query(die(X)).
low :- die(1).
low :- die(2).
query(low).
evidence(low).
