% sum of an annotated disjunction's outcome with a findall over coins
:- use_module(library(lists)).
1/3::pick(1); 1/3::pick(2); 1/3::pick(3).
0.5::coin(1). 0.5::coin(2).
score(S) :- pick(P), findall(C, coin(C), L), sum_list(L, T), S is P + T.
evidence(coin(1)).
query(score(_)).
