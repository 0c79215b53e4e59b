% hunt12: two dice as annotated disjunctions, the sum of the dice, sums sorted (two-digit sums)
1/6::d(1,1); 1/6::d(1,2); 1/6::d(1,3); 1/6::d(1,4); 1/6::d(1,5); 1/6::d(1,6).
1/6::d(2,1); 1/6::d(2,2); 1/6::d(2,3); 1/6::d(2,4); 1/6::d(2,5); 1/6::d(2,6).
sum(S) :- d(1, A), d(2, B), S is A + B.
big :- sum(S), S @> 9.
big_num :- sum(S), S > 9.
query(sum(_)).
query(big).
query(big_num).
