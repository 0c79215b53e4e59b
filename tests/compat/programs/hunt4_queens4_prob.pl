:- use_module(library(lists)).
queens(N, Qs) :- numlist(1, N, Ns), perm(Ns, Qs), safe(Qs).
perm([], []).
perm(L, [X|P]) :- select(X, L, R), perm(R, P).
safe([]).
safe([Q|Qs]) :- no_attack(Q, Qs, 1), safe(Qs).
no_attack(_, [], _).
no_attack(Q, [Q1|Qs], D) :- Q =\= Q1 + D, Q =\= Q1 - D, D1 is D + 1, no_attack(Q, Qs, D1).
0.5::ok_board(B) :- queens(4, B).
query(queens(4, Q)).
query(ok_board([2, 4, 1, 3])).
