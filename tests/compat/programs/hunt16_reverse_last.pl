:- use_module(library(lists)).
w(X, 1) :- X = p.
0.5::w(q, 1).
0.5::w(r, 1).
lastone(F) :- findall(X, w(X, 1), L), reverse(L, [F|_]).
query(lastone(_)).
