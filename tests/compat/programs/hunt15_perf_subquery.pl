% a subquery per candidate threshold, each computing a probability inside the program
0.3::a(I) :- between(1, 6, I).
some(K) :- a(I), I >= K.
pr(K, P) :- between(1, 6, K), subquery(some(K), P).
best(K) :- pr(K, P), P > 0.5.
query(pr(_, _)). query(best(_)).
