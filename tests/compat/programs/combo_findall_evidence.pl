% a per-world list under evidence
:- use_module(library(lists)).
0.5::p(1). 0.5::p(2). 0.5::p(3).
total(S) :- findall(X, p(X), L), sum_list(L, S).
evidence(p(2), true).
query(total(_)).
