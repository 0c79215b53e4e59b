% distribution of the number of heads among 10 coins via findall
0.5::coin(I) :- between(1, 10, I).
heads(K) :- findall(I, (between(1, 10, I), coin(I)), L), length(L, K).
query(heads(_)).
