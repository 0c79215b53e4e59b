% hunt21: a mutant of hunt19_mut_hunt17_int_float_ad_rule.pl that agrees with ProbLog (member-facts num/1 member; ad-repeat clause 2 head 2; forall-same clause 5 goal 2)
:- use_module(library(lists)).
0.3::pick(N, a); 0.3::pick(N, b); 0.3::pick(N, b) :- ( num(N) ; \+ (num(N)) ).
num(X_m) :- member(X_m, [2, 2.0]).
both_b :- pick(2, b), call(pick(2.0), b).
same :- pick(2, X), pick(2.0, X), forall((pick(2.0, X)), (pick(2.0, X))).
evidence(pick(2.0, a), false).
query(both_b).
query(same).
query(pick(2, _)).
query(pick(2.0, _)).
