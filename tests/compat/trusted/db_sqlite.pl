% library(db): every table of an SQLite database (shop.sqlite, built by the test) is a predicate
:- use_module(library(db)).
:- sqlite_load('shop.sqlite').
P::likes(C, I) :- preference(C, I, P).
buys(C, I) :- likes(C, I), item(I, Price), budget(C, B), Price =< B.
query(buys(_, _)). query(item(_, _)).
