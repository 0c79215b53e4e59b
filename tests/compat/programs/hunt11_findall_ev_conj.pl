% findall list of one uncertain solution, conjoined with another goal, evidence makes the solution false
0.6::stock(shop1, apples). 0.7::open(shop1).
0.5::stock(shop2, pears). 0.8::open(shop2).
shop(shop1). shop(shop2).
goods(S, L) :- shop(S), findall(G, stock(S, G), L), open(S).
only_goods(S, L) :- shop(S), findall(G, stock(S, G), L).
evidence(stock(shop1, apples), false).
query(goods(_, _)).
query(only_goods(_, _)).
