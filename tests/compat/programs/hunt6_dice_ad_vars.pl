% hunt6 (ProbLog compatibility, 6th hunt): dice ad vars
1/6::die(D, 1); 1/6::die(D, 2); 1/6::die(D, 3); 1/6::die(D, 4); 1/6::die(D, 5); 1/6::die(D, 6) :- dice(D).
dice(a). dice(b).
sum(S) :- die(a, X), die(b, Y), S is X + Y.
double :- die(a, X), die(b, X).
query(sum(_)). query(double).
evidence(die(a, 6), false).
