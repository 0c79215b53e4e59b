% written for this corpus by a find-only hunt (session 22; dice, coins, urns, cards)
% random walk on a list position with nth1
:- use_module(library(lists)).
items([apple, pear, plum, fig]).
0.25::pick(K, 1) ; 0.25::pick(K, 2) ; 0.25::pick(K, 3) ; 0.25::pick(K, 4).
chosen(K, X) :- items(L), pick(K, I), nth1(I, L, X).
basket(B) :- chosen(1, A), chosen(2, C), sort([A, C], B).
query(basket(B)).
query(chosen(1, fig)).
