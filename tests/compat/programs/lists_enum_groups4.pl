% enum_groups/4 over parallel lists, with a probabilistic choice of the values.
:- use_module(library(lists)).
0.3::v(1); 0.7::v(2).
group(G, Vs) :- v(X), enum_groups([a, b, a], [X, 5, 6], G, Vs).
query(group(_, _)).
