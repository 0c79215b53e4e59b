% library(aggregate) head with evidence on one contribution
:- use_module(library(aggregate)).
0.5::cost(p1, 10). 0.6::cost(p1, 20). 0.7::cost(p2, 5).
total(P, sum<C>) :- cost(P, C).
evidence(cost(p1, 20), true).
query(total(_, _)).
