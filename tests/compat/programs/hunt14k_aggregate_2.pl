% library(aggregate) with several group keys and max over a key that drops one
:- use_module(library(aggregate)).
0.5::sale(north, q1, 10). 0.5::sale(north, q1, 5). 0.8::sale(south, q2, 7).
tot(R, Q, sum<V>) :- sale(R, Q, V).
best(R, max<V>) :- sale(R, _, V).
query(tot(_, _, _)). query(best(_, _)).
