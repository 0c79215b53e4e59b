% two dice, distribution of the sum and of the maximum
1/6::d(1,1); 1/6::d(1,2); 1/6::d(1,3); 1/6::d(1,4); 1/6::d(1,5); 1/6::d(1,6).
1/6::d(2,1); 1/6::d(2,2); 1/6::d(2,3); 1/6::d(2,4); 1/6::d(2,5); 1/6::d(2,6).
sum(S) :- d(1, A), d(2, B), S is A + B.
max(M) :- d(1, A), d(2, B), M is max(A, B).
double :- d(1, X), d(2, X).
odd_sum :- sum(S), S mod 2 =:= 1.
evidence(double, false).
query(sum(S)). query(max(M)). query(odd_sum).
