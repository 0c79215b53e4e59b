% library(aggregate): sums and counts over uncertain sales
:- use_module(library(aggregate)).
0.9::sale(north, 100). 0.5::sale(north, 50). 0.7::sale(south, 80). 0.2::sale(south, 30).
region_total(R, sum<A>) :- sale(R, A).
region_max(R, max<A>) :- sale(R, A).
query(region_total(north, _)). query(region_max(_, _)).
