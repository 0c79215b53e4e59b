% hunt19: library(cut)'s ground call after the open one takes the open call's answer (ProbLog's cache of ground answers), also under evidence
:- use_module(library(cut)).
0.4::hot; 0.6::cold.
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
