% two dice with computed annotations and sums
1/6::d(A, 1) ; 1/6::d(A, 2) ; 1/6::d(A, 3) ; 1/6::d(A, 4) ; 1/6::d(A, 5) ; 1/6::d(A, 6) :- die(A).
die(a). die(b).
sum(S) :- d(a, X), d(b, Y), S is X + Y.
query(sum(7)).
query(sum(2)).
query(sum(12)).
