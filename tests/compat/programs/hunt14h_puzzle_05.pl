% library(record): recorded facts as a small key-value store
:- use_module(library(record)).
store :- recordz(stock, item(apple, 3)), recordz(stock, item(pear, 5)), recorda(stock, item(fig, 1)).
items(L) :- store, findall(I-N, recorded(stock, item(I, N)), L).
0.4::demand(apple). 0.7::demand(fig).
sold(I) :- items(L), member(I-N, L), N > 0, demand(I).
query(items(_)).
query(sold(_)).
:- use_module(library(lists)).
