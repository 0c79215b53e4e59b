% sample_uniform1/3: two dice (one key each), the distribution of their sum, and a double given a sum of at least 8
die(D, X) :- sample_uniform1(D, [1, 2, 3, 4, 5, 6], X).
sum(S) :- die(red, A), die(blue, B), S is A + B.
double :- die(red, X), die(blue, Y), X =:= Y.
high :- sum(S), S >= 8.
query(sum(S)).
query(double).
evidence(high).
