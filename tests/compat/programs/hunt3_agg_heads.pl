:- use_module(library(aggregate)).
salary(sales, 100). salary(sales, 300). salary(it, 200). salary(it, 250). salary(hr, 50).
total(D, sum<S>) :- salary(D, S).
top(D, max<S>) :- salary(D, S).
low(D, min<S>) :- salary(D, S).
mean(D, avg<S>) :- salary(D, S).
query(total(_, _)). query(top(_, _)). query(low(_, _)). query(mean(_, _)).
