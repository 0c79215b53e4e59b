% deterministic N-queens by permutation (classic Prolog) with a probabilistic board size, counting the solutions per world
:- use_module(library(lists)).
0.3::size(4); 0.5::size(5).
queens(N, Qs) :- numlist(1, N, Ns), permutation(Ns, Qs), safe(Qs).
safe([]).
safe([Q|Qs]) :- noattack(Q, Qs, 1), safe(Qs).
noattack(_, [], _).
noattack(Q, [Q1|Qs], D) :- Q =\= Q1 + D, Q =\= Q1 - D, D1 is D + 1, noattack(Q, Qs, D1).
nsol(C) :- size(N), findall(Q, queens(N, Q), L), length(L, C).
query(nsol(_)).
