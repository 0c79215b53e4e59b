% hunt21: a mutant of hunt19_mut_hunt17_int_float_ad_rule.pl that agrees with ProbLog (query-rule pick/2 over num self; member-facts num/1 between; directive :- X_d is 2 + 3, X_d > 4.)
:- use_module(library(lists)).
0.3::pick(N, a); 0.6::pick(N, b) :- ( num(N) ; \+ (num(N)) ).
num(X_m) :- L_m = [2, 2.0], length(L_m, N_m), between(1, N_m, I_m), nth1(I_m, L_m, X_m).
both_b :- pick(2, b), call(pick(2.0), b).
same :- pick(2, X), pick(2.0, X).
evidence(pick(2.0, a), false).
:- X_d is 2 + 3, X_d > 4.
query(both_b).
query(same).
query(pick(2, _)).
query(pick(2.0, _)).
query(pick(Q0_q, Q1_q)) :- num(Q0_q).
