% hunt13b: aggregate heads over annotated disjunctions: sum/max/min/count/avg and a user aggregate, grouped by two keys
:- use_module(library(aggregate)).
0.5::sale(north, q1, 10); 0.5::sale(north, q1, 20).
0.3::sale(north, q2, 5).
0.6::sale(south, q1, 7); 0.4::sale(south, q2, 7).
sale(south, q2, 1).
count(L, N) :- length(L, N).
spread(L, R) :- max(L, Mx), min(L, Mn), R is Mx - Mn.
total(R, Q, sum<V>) :- sale(R, Q, V).
best(R, max<V>) :- sale(R, _, V).
n(R, count<V>) :- sale(R, _, V).
mean(R, avg<V>) :- sale(R, _, V).
gap(R, spread<V>) :- sale(R, _, V).
query(total(_, _, _)). query(best(_, _)). query(n(_, _)). query(mean(_, _)). query(gap(_, _)).
