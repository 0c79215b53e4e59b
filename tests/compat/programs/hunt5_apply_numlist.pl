% numlist, sumlist and maplist with arithmetic closures
:- use_module(library(lists)).
:- use_module(library(apply)).
sq(X, Y) :- Y is X * X.
a(L) :- numlist(1, 5, L).
b(S) :- numlist(1, 5, L), maplist(sq, L, Q), sum_list(Q, S).
c(M) :- numlist(3, 7, L), max_list(L, M).
query(a(_)). query(b(_)). query(c(_)).
