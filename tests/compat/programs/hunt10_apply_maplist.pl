% hunt10: maplist and foldl with probabilistic facts inside the mapped goal
:- use_module(library(apply)).
0.5::ok(1). 0.6::ok(2). 0.7::ok(3).
allok :- maplist(ok, [1,2,3]).
double(X, Y) :- Y is 2 * X.
dbl(L) :- maplist(double, [1,2,3], L).
add(X, A0, A) :- ok(X), A is A0 + X.
total(T) :- foldl(add, [1,2,3], 0, T).
query(allok). query(dbl(_)). query(total(_)).
