% library(aggregate) group-by heads over uncertain sales
:- use_module(library(aggregate)).
sale(north, 10). sale(north, 20). sale(south, 5). sale(south, 7). sale(east, 30).
0.8::valid(north, 10). 0.5::valid(south, 5).
valid(north, 20). valid(south, 7). valid(east, 30).
total(R, sum<V>) :- sale(R, V), valid(R, V).
biggest(R, max<V>) :- sale(R, V), valid(R, V).
smallest(R, min<V>) :- sale(R, V), valid(R, V).
mean(R, avg<V>) :- sale(R, V), valid(R, V).
query(total(R, S)).
query(biggest(north, M)).
query(smallest(south, M)).
query(mean(R, A)).
