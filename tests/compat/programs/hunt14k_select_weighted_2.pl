% select_weighted/4 with a zero weight and unnormalised weights; select_uniform/4 of a one-element list
:- use_module(library(lists)).
w(X) :- select_weighted(s1, [0, 3, 1], [a, b, c], X).
o(X, R) :- select_uniform(s2, [only], X, R).
e :- select_uniform(s3, [], _, _).
two(X, Y) :- select_weighted(s4, [1, 1], [p, q], X), select_weighted(s4, [1, 1], [p, q], Y).
query(w(_)). query(o(_, _)). query(e). query(two(_, _)).
