% written for this corpus by a find-only hunt (session 23; findall, aggregates and library(collect))
% Team rosters: a findall nested inside another findall, with sort to remove duplicates
:- use_module(library(lists)).
team(red). team(blue).
0.6::member_of(ann, red). 0.5::member_of(bob, red). 0.7::member_of(cid, blue).
roster(R) :- findall(T-Ms, (team(T), findall(M, member_of(M, T), Ms)), R).
sizes(S) :- roster(R), findall(N, (member(_-Ms, R), length(Ms, N)), S).
query(sizes(_)).
