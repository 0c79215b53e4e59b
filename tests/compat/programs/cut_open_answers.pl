% library(cut) with an unbound output: an answer that needs a clause both to fail and to succeed is not listed (ProbLog drops it)
:- use_module(library(cut)).
0.4::a. 0.7::b.
r(3, X, c) :- b, X = x.
r(1, X, a) :- a, X = x.
r(2, y, b).
r(2, X, d) :- b, X = x.
q(Y) :- cut(r(x, Y)).
qi(I, Y) :- cut(r(_, Y), I).
query(q(_)). query(qi(_, _)).
