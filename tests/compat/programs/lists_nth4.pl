% nth0/4 and nth1/4 with a bound index, over a probabilistic list.
:- use_module(library(lists)).
0.6::colour(red); 0.4::colour(blue).
items([A, b, c]) :- colour(A).
take0(E, R) :- items(L), nth0(0, L, E, R).
take1(E, R) :- items(L), nth1(2, L, E, R).
take_last(E) :- items(L), nth1(3, L, E, _).
query(take0(_, _)). query(take1(_, _)). query(take_last(_)).
