% ProbLog tutorial style dice with a die term and a sum, and evidence that the first is even
1/6::die(D, 1) ; 1/6::die(D, 2) ; 1/6::die(D, 3) ; 1/6::die(D, 4) ; 1/6::die(D, 5) ; 1/6::die(D, 6).
sum(S) :- die(1, A), die(2, B), S is A + B.
even1 :- die(1, X), X mod 2 =:= 0.
evidence(even1).
query(sum(_)).
query(die(1, _)).
