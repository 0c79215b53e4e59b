% 4-queens with random blocked squares
0.1::blocked(R, C) :- between(1, 4, R), between(1, 4, C).
queens(N, Qs) :- numlist(1, N, Ns), permutation(Ns, Qs), safe(Qs), free(Qs, 1).
free([], _).
free([C|Cs], R) :- \+ blocked(R, C), R1 is R + 1, free(Cs, R1).
safe([]).
safe([Q|Qs]) :- no_attack(Q, Qs, 1), safe(Qs).
no_attack(_, [], _).
no_attack(Q, [Q1|Qs], D) :- Q =\= Q1 + D, Q =\= Q1 - D, D1 is D + 1, no_attack(Q, Qs, D1).
:- use_module(library(lists)).
solvable :- queens(4, _).
query(solvable).
query(queens(4, _)).
