% library(db): two CSV tables; road weights become probabilities of a reachability query
:- use_module(library(db)).
:- csv_load('roads.csv', road).
:- csv_load('fruit.csv', fruit).
P::open_road(A, B) :- road(A, B, P).
reach(X, X).
reach(X, Y) :- open_road(X, Z), reach(Z, Y).
query(reach(a, d)). query(reach(a, c)).
sells(T, F) :- road(_, T, _), fruit(F, _, S), S > 10.
query(sells(_, _)).
