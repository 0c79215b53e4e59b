% hunt17: a mutant (agreeing with ProbLog) of hunt14h_mixed_09.pl: wrap-notnot clause 4 goal 1
:- use_module(library(cut)).
0.4::student.
0.3::senior.
tariff(1, reduced) :- \+ \+ (student).
tariff(2, reduced) :- senior.
tariff(3, full).
price(P) :- cut(tariff(P)).
query(price(_)).
