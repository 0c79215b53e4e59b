% deterministic 5-queens with between/3 and list utilities (no cut)
queens(N, Qs) :- numlist(1, N, Ns), perm(Ns, Qs), safe(Qs).
perm([], []).
perm(L, [H|T]) :- sel(H, L, R), perm(R, T).
sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :- sel(X, T, R).
safe([]).
safe([Q|Qs]) :- no_attack(Q, Qs, 1), safe(Qs).
no_attack(_, [], _).
no_attack(Q, [Q1|Qs], D) :- Q1 - Q =\= D, Q - Q1 =\= D, D1 is D + 1, no_attack(Q, Qs, D1).
:- use_module(library(lists)).
query(queens(5, _)).
