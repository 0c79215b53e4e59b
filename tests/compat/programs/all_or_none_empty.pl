% all_or_none/3: like all/3, but the empty list is kept
0.3::p(1). 0.6::p(2).
q(L) :- all_or_none(X, p(X), L).
query(q(_)).
