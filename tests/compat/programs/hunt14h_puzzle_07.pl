% two fair dice: sums, doubles, max, and conditional queries through evidence-free rules
1/6::d1(1); 1/6::d1(2); 1/6::d1(3); 1/6::d1(4); 1/6::d1(5); 1/6::d1(6).
1/6::d2(1); 1/6::d2(2); 1/6::d2(3); 1/6::d2(4); 1/6::d2(5); 1/6::d2(6).
sum(S) :- d1(A), d2(B), S is A + B.
double :- d1(X), d2(X).
max(M) :- d1(A), d2(B), M is max(A, B).
diff(D) :- d1(A), d2(B), D is abs(A - B).
at_least(K) :- between(2, 12, K), sum(S), S >= K.
query(sum(_)). query(double). query(max(_)). query(diff(_)).
query(at_least(K)) :- member(K, [7, 10, 12]).
:- use_module(library(lists)).
