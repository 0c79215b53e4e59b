% combination: library(cut) choosing a rate per customer, library(aggregate) summing the choices
:- use_module(library(lists)).
:- use_module(library(aggregate)).
:- use_module(library(cut)).
cust(c1). cust(c2).
0.3::vip(c1). 0.6::vip(c2). 0.5::member(c1).
rate(1, C, 20) :- vip(C).
rate(2, C, 10) :- member(C).
rate(3, _, 0).
discount(C, D) :- cust(C), cut(rate(C, D)).
total(sum<D>) :- discount(_, D).
query(discount(_, _)). query(total(_)).
