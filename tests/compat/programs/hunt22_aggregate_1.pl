% library(aggregate) heads over probabilistic facts: a user aggregate (count via length/2), sum and max per group
:- use_module(library(lists)).
:- use_module(library(aggregate)).
0.6::sale(north, 10). 0.5::sale(north, 20). 0.9::sale(south, 5). 0.3::sale(south, 40).
region(north). region(south).
cnt(L, N) :- length(L, N).
n(R, cnt<V>) :- sale(R, V).
tot(R, sum<V>) :- sale(R, V).
best(R, max<V>) :- sale(R, V).
query(n(_, _)).
query(tot(south, _)).
query(best(north, _)).
