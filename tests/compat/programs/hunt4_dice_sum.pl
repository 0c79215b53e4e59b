1/6::die(D, 1); 1/6::die(D, 2); 1/6::die(D, 3); 1/6::die(D, 4); 1/6::die(D, 5); 1/6::die(D, 6) :- dice(D).
dice(d1). dice(d2).
sum(S) :- die(d1, A), die(d2, B), S is A + B.
double :- die(d1, X), die(d2, X).
evidence(double, false).
query(sum(S)).
