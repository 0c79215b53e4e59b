% library(apply): foldl sums the cost of the chosen options, each option taken with a probability
:- use_module(library(apply)).
:- use_module(library(lists)).
option(hotel, 120). option(car, 60). option(tour, 45). option(dinner, 30).
0.5::takes(O) :- option(O, _).
add_cost(O, A0, A) :- option(O, C), A is A0 + C.
trip(Total) :- findall(O, (option(O, _), takes(O)), Os), foldl(add_cost, Os, 0, Total).
affordable :- trip(T), T =< 150.
query(affordable).
query(trip(T)).
