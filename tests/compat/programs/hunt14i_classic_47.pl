% printing a solution found by search, with probabilistic choice before it
:- use_module(library(lists)).
0.5::fast.
route([a, b, d]) :- fast.
route([a, c, d]) :- \+ fast.
show :- route(R), write(route(R)), nl.
query(show).
