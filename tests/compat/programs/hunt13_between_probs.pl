% probabilities computed in the body from arithmetic
P::coin(N) :- between(1,4,N), P is 1 / (N + 1).
heads(K) :- findall(N, coin(N), L), length(L, K).
atleast(T) :- between(1,4,T), heads(K), K >= T.
query(heads(_)).
query(atleast(_)).
