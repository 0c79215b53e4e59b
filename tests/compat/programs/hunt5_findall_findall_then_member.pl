% a per-world list consumed by member/2 with duplicates in the list
:- use_module(library(lists)).
0.5::r(1). 0.5::r(2).
s(X) :- r(X). s(X) :- r(X), X > 1.
m(X) :- findall(Y, s(Y), L), member(X, L).
query(m(_)).
