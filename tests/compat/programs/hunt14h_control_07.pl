% list statistics over uncertain measurements
:- use_module(library(lists)).
0.8::measure(1, 12). 0.9::measure(2, 15). 0.5::measure(3, 9). 0.7::measure(4, 20).
values(L) :- findall(V, measure(_, V), L).
stats(Min, Max, Sum) :- values(L), L \= [], min_list(L, Min), max_list(L, Max), sum_list(L, Sum).
second(V) :- values(L), nth1(2, L, V).
last_v(V) :- values(L), last(L, V).
query(stats(_, _, _)). query(second(_)). query(last_v(_)).
