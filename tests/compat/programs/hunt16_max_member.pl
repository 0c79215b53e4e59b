:- use_module(library(lists)).
val(a, N) :- N = 3.
val(a, 7).
0.5::val(a, 9).
m(M) :- findall(N, val(a, N), L), max_member(L, M).
h(H) :- findall(N, val(a, N), [H|_]).
query(m(_)). query(h(_)).
