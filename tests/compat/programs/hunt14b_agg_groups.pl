% hunt14b: a program written as a user writes it (libraries, probabilistic facts), checked with problog
:- use_module(library(aggregate)).
0.4::item(shop1, pen, 2). 0.7::item(shop1, book, 12). item(shop2, bag, 30). 0.5::item(shop2, cap, 8).
spend(S, sum<P>) :- item(S, _, P).
cheapest(S, min<P>) :- item(S, _, P).
dearest(max<P>) :- item(_, _, P).
mean(S, avg<P>) :- item(S, _, P).
query(spend(_, _)). query(cheapest(_, _)). query(dearest(_)). query(mean(shop2, _)).
