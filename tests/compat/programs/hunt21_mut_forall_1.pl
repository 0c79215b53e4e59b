% hunt21: a mutant of hunt19_cut_ground_cache_evidence.pl that agrees with ProbLog (forall-once clause 7 goal 1)
:- use_module(library(cut)).
0.4::hot; 0.6::cold.
0.5::windy.
go(1, beach) :- hot.
go(2, park) :- \+ windy.
go(3, home).
plan(P) :- once((cut(go(P)))), forall((cut(go(P))), true).
stays :- plan(home).
outing :- plan(park).
evidence(cold, true).
query(plan(_)).
query(stays).
query(outing).
