% three dice, probability that the sum is at least 15 given no double
1/6::d(I, 1); 1/6::d(I, 2); 1/6::d(I, 3); 1/6::d(I, 4); 1/6::d(I, 5); 1/6::d(I, 6) :- between(1, 3, I).
s(S) :- d(1, A), d(2, B), d(3, C), S is A + B + C.
high :- s(S), S >= 15.
double :- d(I, X), d(J, X), I < J.
evidence(double, false).
query(high).
