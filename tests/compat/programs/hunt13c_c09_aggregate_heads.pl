% written for this corpus by a find-only hunt (session 21; c09_aggregate_heads)
:- use_module(library(aggregate)).
0.7::works(P) :- emp(P, _, _).
emp(ann, sales, 3000). emp(bob, sales, 2500). emp(cid, it, 4000). emp(dan, it, 3500). emp(eve, hr, 2000).
dept_total(D, sum<S>) :- emp(P, D, S), works(P).

dept_max(D, max<S>) :- emp(_, D, S).
dept_min(D, min<S>) :- emp(_, D, S).
dept_avg(D, avg<S>) :- emp(_, D, S).
query(dept_total(sales, _)).

query(dept_max(_, _)).
query(dept_min(_, _)).
query(dept_avg(_, _)).
