% select_weighted/4,5 and select_uniform/4 in a small model
:- use_module(library(lists)).
w(X) :- select_weighted(s1, [2, 1, 1], [a, b, c], X).
w5(X, R) :- select_weighted(s2, [1, 3], [p, q], X, R).
u(X, R) :- select_uniform(s3, [x, y, z], X, R).
query(w(_)). query(w5(_, _)). query(u(_, _)).
