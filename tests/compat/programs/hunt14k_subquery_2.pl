% subquery/2 with an open goal: one probability per answer, aggregated with findall
0.2::e(1). 0.5::e(2).
r(X) :- e(X).
r(3).
ps(L) :- findall(X-P, subquery(r(X), P), L).
query(ps(_)).
