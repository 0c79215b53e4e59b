% number of successes over 4 trials with findall and length
0.3::success(T) :- between(1, 4, T).
k(K) :- findall(T, success(T), L), length(L, K).
at_least_two :- k(K), K >= 2.
query(k(_)).
query(at_least_two).
