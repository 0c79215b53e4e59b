% two dice, answers as pairs and sums
1/6::die(D, 1); 1/6::die(D, 2); 1/6::die(D, 3); 1/6::die(D, 4); 1/6::die(D, 5); 1/6::die(D, 6) :- dice(D).
dice(first). dice(second).
roll(A-B) :- die(first, A), die(second, B).
total(S) :- die(first, A), die(second, B), S is A + B.
double(X) :- die(first, X), die(second, X).
query(total(_)).
query(double(_)).
query(roll(3-_)).
