% written for this corpus by a find-only hunt (session 22; dice, coins, urns, cards)
% three coloured dice, maximum and sorted outcomes with findall
1/4::face(D, 1) ; 1/4::face(D, 2) ; 1/4::face(D, 3) ; 1/4::face(D, 4).
dice([red, green, blue]).
outcomes(L) :- dice(Ds), findall(V, (member(D, Ds), face(D, V)), L).
maximum(M) :- outcomes(L), max_list(L, M).
distinct(S) :- outcomes(L), sort(L, S).
:- use_module(library(lists)).
query(maximum(M)).
query(distinct([1])).
query(distinct([2, 3, 4])).
