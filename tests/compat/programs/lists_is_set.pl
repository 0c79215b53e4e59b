% is_set/1: a list without duplicates.
:- use_module(library(lists)).
0.4::d1(x); 0.6::d1(y).
0.5::d2(x); 0.5::d2(z).
distinct :- d1(A), d2(B), is_set([A, B]).
query(distinct).
query(is_set([a, b, c])). query(is_set([a, b, a])). query(is_set([])).
