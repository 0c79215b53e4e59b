% aggregates: library(aggregate) heads with sum, max, min and avg over uncertain employees
:- use_module(library(aggregate)).
0.9::employed(ann). 0.5::employed(bob). employed(cid).
salary(ann, sales, 100). salary(bob, sales, 50). salary(cid, it, 80).
total(D, sum<S>) :- salary(P, D, S), employed(P).
top(D, max<S>) :- salary(P, D, S), employed(P).
low(D, min<S>) :- salary(P, D, S), employed(P).
mean(D, avg<S>) :- salary(P, D, S), employed(P).
query(total(_, _)).
query(top(_, _)).
query(low(sales, _)).
query(mean(sales, _)).
