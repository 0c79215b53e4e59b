% written for this corpus by a find-only hunt (session 22; dice, coins, urns, cards)
% urn without replacement using select_weighted
:- use_module(library(lists)).
urn([r-3, b-2]).
draw1(C) :- urn(U), findall(W-X, member(X-W, U), Ws), select_weighted(d1, Ws, C, _).
two_red :- select_weighted(d1, [3-r1, 3-r2, 3-r3, 2-b1, 2-b2], A, R1), select_weighted(d2, R1, B, _), red(A), red(B).
red(r1). red(r2). red(r3).
query(draw1(C)).
query(two_red).
