% sum over a per-world list with evidence on the sum
:- use_module(library(lists)).
0.5::coin(c1). 0.4::coin(c2). 0.7::coin(c3).
value(c1, 10). value(c2, 20). value(c3, 50).
purse(S) :- findall(V, (coin(C), value(C, V)), L), sum_list(L, S).
rich :- purse(S), S >= 60.
evidence(rich, true).
query(coin(_)).
query(purse(_)).
