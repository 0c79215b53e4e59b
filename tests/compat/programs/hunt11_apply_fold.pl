% library(apply): foldl, maplist with closures, include/partition
:- use_module(library(apply)).
:- use_module(library(lists)).
add(X, A0, A) :- A is A0 + X.
double(X, Y) :- Y is 2*X.
small(X) :- X < 3.
0.5::input([1,2,3]); 0.5::input([4,1]).
res(sum, S) :- input(L), foldl(add, L, 0, S).
res(dbl, D) :- input(L), maplist(double, L, D).
res(inc, I) :- input(L), include(small, L, I).
res(part, I-E) :- input(L), partition(small, L, I, E).
query(res(_, _)).
