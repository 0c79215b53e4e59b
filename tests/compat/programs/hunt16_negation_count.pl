:- use_module(library(lists)).
c(X, y) :- member(X, [1, 2]).
0.5::c(3, y).
c(4, y).
few :- findall(X, c(X, y), L), length(L, N), N < 4.
notfirst4 :- \+ findall(X, c(X, y), [4|_]).
query(few). query(notfirst4).
