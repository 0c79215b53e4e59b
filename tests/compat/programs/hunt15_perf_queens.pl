% six queens solutions counted, then a probabilistic choice over the first column of each solution
:- use_module(library(lists)).
queens(N, Qs) :- numlist(1, N, Ns), permutation(Ns, Qs), safe(Qs).
safe([]).
safe([Q|Qs]) :- no_attack(Q, Qs, 1), safe(Qs).
no_attack(_, [], _).
no_attack(Q, [Q1|Qs], D) :- Q =\= Q1 + D, Q =\= Q1 - D, D1 is D + 1, no_attack(Q, Qs, D1).
count(N) :- findall(Q, queens(6, Q), L), length(L, N).
0.5::prefer(C) :- between(1, 6, C).
chosen(C) :- queens(6, [C|_]), prefer(C).
query(count(_)). query(chosen(_)).
