% member/memberchk/reverse/append in generating modes with a probabilistic list
:- use_module(library(lists)).
0.6::bag([x, y]). 0.4::bag([]).
m(X) :- bag(B), member(X, B).
mc :- bag(B), memberchk(y, B).
ap(A, C) :- bag(B), append(A, C, B).
rv(R) :- bag(B), reverse(B, R).
la(X) :- bag(B), last(B, X).
query(m(_)). query(mc). query(ap(_, _)). query(rv(_)). query(la(_)).
