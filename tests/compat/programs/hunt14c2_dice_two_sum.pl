% written for this corpus by a find-only hunt (session 22; dice, coins, urns, cards)
% two dice, sum and doubles
1/6::die(D, 1) ; 1/6::die(D, 2) ; 1/6::die(D, 3) ; 1/6::die(D, 4) ; 1/6::die(D, 5) ; 1/6::die(D, 6).
roll(S) :- die(1, A), die(2, B), S is A + B.
double :- die(1, X), die(2, X).
high :- roll(S), S >= 10.
query(roll(S)).
query(double).
query(high).
evidence(double).
