% hunt21: a mutant of hunt19_mut_hunt6_gen_rule_ad_findall_08.pl that agrees with ProbLog (ad-repeat clause 3 head 2)
item(1).
item(2).
0.2::col(I, red); 0.25::col(I, green); 0.25::col(I, green); (0.3+0)::col(I, blue) :- item(I).
warm(I) :- col(I, red).
warm(I) :- col(I, green), I > 1, \+ hot(I).
notred(I) :- item(I), \+ col(I, red).
reds(L) :- findall(I, col(I, red), L).
hot(L) :- findall(I-C, (warm(I), col(I, C)), L), not(allred(I)).
allred(L) :- all(I, col(I, red), L).
query(notred(_)).
query(col(_, _)).
query(reds(_)).
query(allred(_)).
evidence(warm(1), false).
