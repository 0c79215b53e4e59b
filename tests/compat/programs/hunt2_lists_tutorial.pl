% library(lists) basics with probabilistic elements
:- use_module(library(lists)).
0.5::item(apple). 0.4::item(pear). 0.3::item(plum).
basket(L) :- findall(X, item(X), L).
size(N) :- basket(L), length(L, N).
first(F) :- basket(L), nth1(1, L, F).
last_one(F) :- basket(L), last(L, F).
rev(R) :- basket(L), reverse(L, R).
has_plum :- basket(L), memberchk(plum, L).
query(size(_)).
query(first(_)).
query(last_one(_)).
query(rev(_)).
query(has_plum).
