% sample_uniform1/3: a fair die, with evidence on an open call (the die is even) and on a ground call (no 6)
die(X) :- sample_uniform1(die, [1, 2, 3, 4, 5, 6], X).
even :- die(X), X mod 2 =:= 0.
big :- die(X), X >= 4.
evidence(even).
query(die(X)).
query(big).
query(die(4)).
