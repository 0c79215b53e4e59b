% written for this corpus (session 22): findall/3 elements whose variables are bound to the context
:- use_module(library(lists)).
d1(L) :- findall([X, Y], (member(X, [A, 1]), member(Y, [B, 2])), L).
d2(L) :- findall(Y-X, (member(X, [A, 1]), member(Y, [B, 2])), L).
d3(L) :- findall(f(Y, Z), (member(Y, [A, B]), Z = g(_)), L).
d4(L) :- findall(X, (member(X, [A, B, A])), L).
query(d1(_)). query(d2(_)). query(d3(_)). query(d4(_)).
