% sample_uniform1/3: evidence whose grounding makes the open call first (ProbLog grounds the evidence before the queries), so a queried ground call shares the choice
die(X) :- sample_uniform1(die, [1, 2, 3, 4], X).
even :- die(X), X mod 2 =:= 0.
evidence(even).
low :- die(1).
low :- die(2).
query(low).
query(die(X)).
