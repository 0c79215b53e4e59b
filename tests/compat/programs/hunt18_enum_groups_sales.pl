% library(lists): enum_groups over sorted keys, per-region totals of probabilistic sales
:- use_module(library(lists)).
sale(north, 10). sale(north, 5). sale(south, 7). sale(west, 2).
0.6::closed(R, V) :- sale(R, V).
totals(R, T) :- findall(R0-V, (sale(R0, V), closed(R0, V)), Ps), sort(Ps, S), pairs(S, Ks, Vs), enum_groups(Ks, Vs, R, G), sum_list(G, T).
pairs([], [], []).
pairs([K-V|T], [K|Ks], [V|Vs]) :- pairs(T, Ks, Vs).
query(totals(north, T)).
query(totals(R, T)).
