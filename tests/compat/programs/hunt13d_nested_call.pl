0.4::pick(1); 0.6::pick(2).
s(S) :- findall(V, pick(V), L), sum_list(L, S).
r(X) :- pick(X), X > 0.
:- use_module(library(lists)).
query(s(_)).
query(r(_)).
evidence(pick(1)).
