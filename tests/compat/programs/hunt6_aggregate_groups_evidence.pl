% hunt6 (ProbLog compatibility, 6th hunt): aggregate groups evidence
:- use_module(library(aggregate)).
0.6::sale(shop1, 10). 0.5::sale(shop1, 20). 0.7::sale(shop2, 5).
total(S, sum<V>) :- sale(S, V).
evidence(sale(shop1, 20)).
query(total(_, _)).
