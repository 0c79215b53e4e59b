% aggregation: library(aggregate) heads over probabilistic employment, count and sum per department
:- use_module(library(aggregate)).
emp(ann, sales, 30). emp(bob, sales, 40). emp(cid, it, 50). emp(dee, it, 45). emp(eli, it, 35).
0.9::stays(E) :- emp(E, _, _).
mean(D, avg<S>) :- emp(E, D, S), stays(E).
payroll(D, sum<S>) :- emp(E, D, S), stays(E).
top(D, max<S>) :- emp(E, D, S), stays(E).
query(mean(it, A)).
query(mean(sales, A)).
query(payroll(sales, S)).
query(top(it, M)).
