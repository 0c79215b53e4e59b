% higher-order: maplist and foldl over probabilistic predicates, call/N with extra arguments
:- use_module(library(apply)).
:- use_module(library(lists)).
0.7::ok(X) :- member(X, [a, b, c]).
0.4::weight(X, 1); 0.6::weight(X, 2) :- member(X, [a, b, c]).
all_ok(L) :- maplist(ok, L).
total(L, T) :- maplist(weight, L, Ws), foldl([W, A0, A]>>(A is A0 + W), Ws, 0, T).
plus_(X, Y, Z) :- Z is X + Y.
total2(L, T) :- maplist(weight, L, Ws), foldl(plus_, Ws, 0, T).
okay(X) :- call(ok, X).
query(all_ok([a, b])).
query(total2([a, b], _)).
query(okay(_)).
