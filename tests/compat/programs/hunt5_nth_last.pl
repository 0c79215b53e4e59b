% nth0, nth1 and last over fixed and probabilistic lists
:- use_module(library(lists)).
a(X) :- nth0(1, [a, b, c], X).
b(X) :- nth1(1, [a, b, c], X).
c(X) :- nth0(2, [a, b, c], X).
d(X) :- last([1, 2, 3], X).
0.5::p(1). 0.5::p(2). 0.5::p(3).
e(X) :- findall(Y, p(Y), L), last(L, X).
query(a(_)). query(b(_)). query(c(_)). query(d(_)). query(e(_)).
