% library(assert): building a fact table in a directive, then probabilistic use
:- use_module(library(assert)).
:- assertz(stock(a, 3)), assertz(stock(b, 0)), assertz(stock(c, 5)).
:- retract(stock(b, _)).
0.5::sold(X) :- stock(X, _).
left(X, N) :- stock(X, M), sold(X), N is M - 1.
left(X, M) :- stock(X, M), \+ sold(X).
query(left(_, _)).
