% hunt10: two dice, their sum and its parity by mod, a threshold
1/6::die(D,1); 1/6::die(D,2); 1/6::die(D,3); 1/6::die(D,4); 1/6::die(D,5); 1/6::die(D,6) :- dice(D).
dice(d1). dice(d2).
sum(S) :- die(d1,A), die(d2,B), S is A+B.
parity(even) :- sum(S), S mod 2 =:= 0.
parity(odd) :- sum(S), S mod 2 =:= 1.
big :- sum(S), S >= 10.
query(sum(7)).
query(parity(_)).
query(big).
