% findall of pairs from two probabilistic relations, evidence on one relation, result reasoning
:- use_module(library(lists)).
0.6::owns(ann, car). 0.4::owns(bob, car). 0.5::owns(bob, bike).
0.7::rides(ann). 0.5::rides(bob).
users(L) :- findall(P-V, (owns(P, V), rides(P)), L).
n_users(N) :- users(L), length(L, N).
evidence(rides(bob), false).
query(n_users(_)).
query(users(_)).
