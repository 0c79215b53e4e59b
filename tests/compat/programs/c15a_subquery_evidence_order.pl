% subquery/3's own evidence is grounded after its goal (as ProbLog's subquery does), while the program's evidence is grounded before the queries
die(X) :- sample_uniform1(die, [1, 2, 3, 4], X).
even :- die(X), X mod 2 =:= 0.
low :- die(1).
low :- die(2).
r(P) :- subquery(low, P, [even]).
evidence(even).
query(low).
query(r(_)).
