% two dice as annotated disjunctions, with arithmetic over the faces
1/6::die(D, 1); 1/6::die(D, 2); 1/6::die(D, 3); 1/6::die(D, 4); 1/6::die(D, 5); 1/6::die(D, 6) :- dice(D).
dice(a). dice(b).
sum(S) :- die(a, X), die(b, Y), S is X + Y.
double :- die(a, X), die(b, X).
odd_sum :- sum(S), S mod 2 =:= 1.
query(sum(7)). query(sum(2)). query(sum(12)). query(double). query(odd_sum).
evidence(double, false).
