% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% "99 Prolog problems" P90: 6 queens, where some squares may be forbidden
0.1::forbidden(R, C) :- between(1, 6, R), between(1, 6, C), R =:= C.
queens(N, Qs) :- numlist(1, N, Ns), permutation(Ns, Qs), safe(Qs).
permutation([], []).
permutation(L, [H|T]) :- sel(H, L, R), permutation(R, T).
sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :- sel(X, T, R).
safe([]).
safe([Q|Qs]) :- no_attack(Q, Qs, 1), safe(Qs).
no_attack(_, [], _).
no_attack(Q, [Q1|Qs], D) :- Q =\= Q1 + D, Q =\= Q1 - D, D1 is D + 1, no_attack(Q, Qs, D1).
numlist(L, H, []) :- L > H.
numlist(L, H, [L|T]) :- L =< H, L1 is L + 1, numlist(L1, H, T).
allowed([], _).
allowed([C|Cs], R) :- \+ forbidden(R, C), R1 is R + 1, allowed(Cs, R1).
solution(Qs) :- queens(6, Qs), allowed(Qs, 1).
query(solution(_)).
