% written for this corpus by a find-only hunt (session 23; library(lists) and library(apply))
% Running budget with scanl/4 and keeping affordable items with convlist/3 (library(apply))
:- use_module(library(apply)).
:- use_module(library(lists)).
price(tea, 3). price(cake, 5). price(soup, 7).
affordable(Max, Item, Item-P) :- price(Item, P), P =< Max.
add(X, A, B) :- B is A + X.
0.5::want(tea). 0.4::want(cake). 0.8::want(soup).
basket(L) :- findall(I, want(I), L).
cheap(C) :- basket(L), convlist(affordable(5), L, C).
running(R) :- basket(L), maplist(price, L, Ps), scanl(add, Ps, 0, R).
query(cheap(_)).
query(running(_)).
