% puzzle: 4-queens solutions by permutation with uncertain availability of board columns
:- use_module(library(lists)).
safe([]).
safe([Q|Qs]) :- no_attack(Q, Qs, 1), safe(Qs).
no_attack(_, [], _).
no_attack(Q, [Q1|Qs], D) :- Q1 =\= Q + D, Q1 =\= Q - D, D1 is D + 1, no_attack(Q, Qs, D1).
solution(Qs) :- permutation([1, 2, 3, 4], Qs), safe(Qs).
0.9::usable(C) :- member(C, [1, 2, 3, 4]).
placeable(Qs) :- solution(Qs), Qs = [F|_], usable(F).
nsol(N) :- findall(Q, solution(Q), L), length(L, N).
query(placeable(_)).
query(nsol(_)).
