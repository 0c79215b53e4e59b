% written for this corpus by a find-only hunt (session 22; dice, coins, urns, cards)
% random seating: permutation chosen by random rank
:- use_module(library(lists)).
guests([ann, bob, cid]).
0.5::swap(1). 0.5::swap(2).
seating(S) :- guests([A, B, C]), (swap(1), L1 = [B, A, C] ; \+ swap(1), L1 = [A, B, C]), step2(L1, S).
step2([X, Y, Z], [X, Z, Y]) :- swap(2).
step2(L, L) :- \+ swap(2).
next_to(X, Y) :- seating(S), nextto(X, Y, S).
query(seating(S)).
query(next_to(ann, cid)).
