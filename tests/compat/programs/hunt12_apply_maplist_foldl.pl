% hunt12: library(apply) maplist/3, foldl/4, include/3 and partition/4 over probabilistic facts
:- use_module(library(apply)).
:- use_module(library(lists)).
0.6::ok(1). 0.5::ok(2). 0.7::ok(3).
double(X, Y) :- Y is 2 * X.
add(X, A, B) :- B is A + X.
doubled(L) :- include(ok, [1, 2, 3], K), maplist(double, K, L).
total(T) :- include(ok, [1, 2, 3], K), foldl(add, K, 0, T).
split(I, E) :- partition(ok, [1, 2, 3], I, E).
query(doubled(_)).
query(total(_)).
query(split(_, _)).
