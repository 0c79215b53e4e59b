% subquery/2 to compute a probability inside the program and compare
0.3::a. 0.6::b.
c :- a ; b.
risky :- subquery(c, P), P > 0.7.
level(L) :- subquery(c, P), ( P > 0.5, L = high ; P =< 0.5, L = low ).
query(risky). query(level(_)).
