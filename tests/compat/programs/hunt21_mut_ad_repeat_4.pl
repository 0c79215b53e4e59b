% hunt21: a mutant of hunt19_mut_hunt17_int_float_ad_rule.pl that agrees with ProbLog (ad-repeat clause 1 head 1; dup-variant clause 4; query-rule num/1 over num dom)
0.15::pick(N, a); 0.15::pick(N, a); 0.6::pick(N, b) :- ( num(N) ; \+ (num(N)) ).
num(2).
num(2.0).
both_b :- pick(2, b), call(pick(2.0), b).
same :- pick(2, X), pick(2.0, X).
evidence(pick(2.0, a), false).
query(both_b).
query(same).
query(pick(2, _)).
query(pick(2.0, _)).
both_b :- call(pick(2.0), b), pick(2, b).
query(num(X_q)) :- num(X_q).
