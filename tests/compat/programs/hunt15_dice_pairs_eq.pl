% two dice, mixed int/float arithmetic comparisons on their sum and ratio
1/6::die(D, 1) ; 1/6::die(D, 2) ; 1/6::die(D, 3) ; 1/6::die(D, 4) ; 1/6::die(D, 5) ; 1/6::die(D, 6) :- member(D, [d1, d2]).
:- use_module(library(lists)).
ratio(R) :- die(d1, A), die(d2, B), R is A / B.
half :- ratio(R), R =:= 0.5.
whole :- ratio(R), R =:= truncate(R).
big :- die(d1, A), die(d2, B), A ** B > 1000.
query(half). query(whole). query(big).
