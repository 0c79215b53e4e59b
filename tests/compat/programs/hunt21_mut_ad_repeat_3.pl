% hunt21: a mutant of hunt19_cut_ground_cache_evidence.pl that agrees with ProbLog (ad-repeat clause 2 head 2)
:- use_module(library(cut)).
0.4::hot; 0.3::cold; 0.3::cold.
0.5::windy.
go(1, beach) :- hot.
go(2, park) :- \+ windy.
go(3, home).
plan(P) :- cut(go(P)).
stays :- plan(home).
outing :- plan(park).
evidence(cold, true).
query(plan(_)).
query(stays).
query(outing).
