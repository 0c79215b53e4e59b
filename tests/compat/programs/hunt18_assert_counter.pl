% library(assert): a directive fills a lookup table that probabilistic rules then use
:- use_module(library(assert)).
:- use_module(library(lists)).
init :- assertz(price(apple, 3)), assertz(price(pear, 4)), assertz(price(plum, 2)).
:- init.
0.6::buys(X) :- price(X, _).
spend(S) :- findall(P, (price(X, P), buys(X)), L), sum_list(L, S).
query(spend(S)).
query(buys(pear)).
