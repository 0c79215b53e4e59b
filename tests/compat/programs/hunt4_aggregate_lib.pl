:- use_module(library(aggregate)).
sale(north, 10). sale(north, 20). sale(south, 5). sale(east, 7). sale(east, 7).
total(R, sum<S>) :- sale(R, S).
best(R, max<S>) :- sale(R, S).
query(total(R, T)).
query(best(R, M)).
