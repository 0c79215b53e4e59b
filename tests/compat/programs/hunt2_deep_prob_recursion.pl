% deep recursion (1000 levels) above a single probabilistic fact
0.7::seed.
down(0) :- seed.
down(N) :- N > 0, M is N - 1, down(M).
sumto(0, 0).
sumto(N, S) :- N > 0, M is N - 1, sumto(M, S0), S is S0 + N.
top :- down(1000).
query(top).
query(sumto(1000, _)).
