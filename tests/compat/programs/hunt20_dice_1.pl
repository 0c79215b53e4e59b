% dice: two six-sided dice, the sum, odd and even, evidence that the sum is above 8
1/6::die(D, 1); 1/6::die(D, 2); 1/6::die(D, 3); 1/6::die(D, 4); 1/6::die(D, 5); 1/6::die(D, 6) :- dice(D).
dice(d1). dice(d2).
sum(S) :- die(d1, A), die(d2, B), S is A + B.
odd(D) :- die(D, X), X mod 2 =:= 1.
high :- sum(S), S > 8.
evidence(high).
query(odd(d1)).
query(die(d2, _)).
query(sum(_)).
