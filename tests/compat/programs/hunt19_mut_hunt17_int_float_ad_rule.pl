% hunt19: a mutant of hunt17_int_float_ad_rule.pl: cond-else-true clause 1 goal 1; call-n-call-part clause 4 goal 2 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
0.3::pick(N, a); 0.6::pick(N, b) :- ( num(N) ; \+ (num(N)) ).
num(2).
num(2.0).
both_b :- pick(2, b), call(pick(2.0), b).
same :- pick(2, X), pick(2.0, X).
evidence(pick(2.0, a), false).
query(both_b).
query(same).
query(pick(2, _)).
query(pick(2.0, _)).
