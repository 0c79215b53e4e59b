% library(aggregate) heads over probabilistic facts: sum, max, min, avg with one group
:- use_module(library(aggregate)).
0.5::sale(shop1, 10). 0.5::sale(shop1, 20). 0.5::sale(shop2, -5).
total(S, sum<V>) :- sale(S, V).
hi(S, max<V>) :- sale(S, V).
lo(S, min<V>) :- sale(S, V).
av(S, avg<V>) :- sale(S, V).
query(total(_, _)). query(hi(_, _)). query(lo(_, _)). query(av(_, _)).
