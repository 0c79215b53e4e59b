% written for this corpus by a find-only hunt (session 22; lists and flexible probabilities)
% ranking candidates by score with keysort-free sorting of pairs
:- use_module(library(lists)).
0.5::votes(x, 3) ; 0.5::votes(x, 1).
votes(y, 2).
0.4::votes(z, 4) ; 0.6::votes(z, 0).
ranking(R) :- findall(V-C, votes(C, V), Ps), sort(Ps, S), reverse(S, R).
winner(W) :- ranking([_-W|_]).
query(winner(W)).
query(ranking(R)).
