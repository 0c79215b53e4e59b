% grouping with findall per key and sorting groups
:- use_module(library(lists)).
order(1, ann, book). order(2, bob, pen). order(3, ann, pen). order(4, cid, book). order(5, bob, lamp).
0.9::shipped(1). 0.5::shipped(2). 0.8::shipped(3). 0.7::shipped(4). 0.6::shipped(5).
customer(C) :- order(_, C, _).
got(C, Items) :- customer(C), findall(I, (order(O, C, I), shipped(O)), L), sort(L, Items).
customers(Cs) :- findall(C, customer(C), L), sort(L, Cs).
query(got(ann, _)). query(got(bob, [])). query(customers(_)).
