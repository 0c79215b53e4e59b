:- use_module(library(lists)).
w(X, 1) :- X = p.
0.5::w(q, 1).
w(r, 1).
short(F) :- findall(X, w(X, 1), L), length(L, N), N >= 2, L = [F|_].
query(short(_)).
