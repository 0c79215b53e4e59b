c(O, A, B) :- member(A-B, [1-2, 2-1, 1-1, 1-1.0, a-b, f(a)-f(b), f(a)-g(a), f(a,b)-g(a), "a"-a, 1.5-1, [1]-[]]), compare(O, A, B).
:- use_module(library(lists)).
query(c(_, _, _)).
