% written for this corpus by a find-only hunt (session 22; lists and flexible probabilities)
% skill sets: union, intersection, subtract over uncertain skills
:- use_module(library(lists)).
0.7::has(ann, python). 0.4::has(ann, sql). 0.6::has(bob, sql). 0.5::has(bob, java).
skills(P, S) :- member(P, [ann, bob]), findall(K, has(P, K), S).
shared(I) :- skills(ann, A), skills(bob, B), intersection(A, B, I).
all_skills(U) :- skills(ann, A), skills(bob, B), union(A, B, U).
only_ann(D) :- skills(ann, A), skills(bob, B), subtract(A, B, D).
covers(Req) :- all_skills(U), subset(Req, U).
query(shared(I)).
query(all_skills(U)).
query(only_ann(D)).
query(covers([python, sql])).
