% the program's own predicate named like a library helper: the library keeps its own
:- use_module(library(lists)).
append(X, Y, f(X, Y)).
l(L) :- last([1, 2, 3], L).
a(Z) :- append(a, b, Z).
query(l(_)). query(a(_)).
