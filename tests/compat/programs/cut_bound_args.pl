% library(cut): a bound argument selects which clauses may apply
:- use_module(library(cut)).
0.6::p(x). 0.2::p(y).
r(1, x, one) :- p(x).
r(2, y, two) :- p(y).
r(3, x, three).
r(4, y, four).
pick(A, B) :- cut(r(A, B)).
query(pick(x, _)). query(pick(y, _)).
