% n-queens 5, all solutions counted
queens(N, Qs) :- numlist(1, N, Ns), perm(Ns, Qs), safe(Qs).
perm([], []).
perm(L, [H|T]) :- sel(H, L, R), perm(R, T).
sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :- sel(X, T, R).
safe([]).
safe([Q|Qs]) :- noattack(Q, Qs, 1), safe(Qs).
noattack(_, [], _).
noattack(Q, [Q1|Qs], D) :- Q =\= Q1 + D, Q =\= Q1 - D, D1 is D + 1, noattack(Q, Qs, D1).
numlist(L, H, []) :- L > H.
numlist(L, H, [L|T]) :- L =< H, L1 is L + 1, numlist(L1, H, T).
count(N, C) :- findall(Q, queens(N, Q), L), length(L, C).
query(count(5, _)).
query(queens(4, _)).
