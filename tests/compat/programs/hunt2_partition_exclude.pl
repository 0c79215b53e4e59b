% partition/4, partition/6-style and exclude with lambda-free closures
:- use_module(library(apply)).
:- use_module(library(lists)).
cheap(item(_, P)) :- P < 10.
0.7::instock(pen). 0.2::instock(book). 0.9::instock(cup).
price(pen, 2). price(book, 15). price(cup, 8). price(lamp, 30).
items(L) :- findall(item(N, P), (price(N, P), instock(N)), L).
split(C, E) :- items(L), partition(cheap, L, C, E).
expensive(E) :- items(L), exclude(cheap, L, E).
cmp3(X, Y) :- compare(O, X, 10), compare(O, Y, 10).
by3(Lo, Eq, Hi) :- partition([X, O]>>compare(O, X, 5), [1, 5, 9, 3, 5], Lo, Eq, Hi).
query(split(_, _)). query(expensive(_)).
