% a warehouse: probabilistic deliveries, stock counted per world with findall and sum_list
:- use_module(library(lists)).
0.7::delivered(apples, 10). 0.4::delivered(pears, 5). 0.9::delivered(apples, 3).
base(apples, 2). base(pears, 1).
stock(I, S) :- base(I, B), findall(N, delivered(I, N), Ns), sum_list(Ns, D), S is B + D.
enough(I) :- stock(I, S), S >= 5.
query(stock(_, _)). query(enough(_)).
