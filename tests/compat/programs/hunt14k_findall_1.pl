% findall/all/all_or_none with an empty result, a bound result list, strings
:- use_module(library(lists)).
0.5::c("x"). 0.5::c("y").
fa(L) :- findall(X, c(X), L).
al(L) :- all(X, c(X), L).
an(L) :- all_or_none(X, c(X), L).
fe(L) :- findall(X, fail, L).
fb :- findall(X, member(X, [1, 2]), [1, 2]).
query(fa(_)). query(al(_)). query(an(_)). query(fe(_)). query(fb).
