% A uniformly chosen group from enum_groups/3.
:- use_module(library(lists)).
data([red-1, blue-2, red-3, green-4, blue-5]).
groups(Gs) :- data(D), findall(G, enum_groups(D, G, _), Gs).
chosen(G, Vs) :- groups(Gs), select_uniform(g, Gs, G, _), data(D), enum_groups(D, G, Vs).
big :- chosen(_, Vs), sum_list(Vs, S), S > 4.
query(chosen(_, _)). query(big).
