% maplist/2..5 with a probabilistic predicate inside.
:- use_module(library(apply)).
0.5::ok(a). 0.4::ok(b). 0.9::ok(c).
double(X, Y) :- Y is 2 * X.
add3(X, Y, Z) :- Z is X + Y.
sum3(A, B, C, D) :- D is A + B + C.
all_ok :- maplist(ok, [a, b, c]).
doubled(L) :- maplist(double, [1, 2, 3], L).
added(L) :- maplist(add3, [1, 2], [10, 20], L).
summed(L) :- maplist(sum3, [1], [2], [3], L).
query(all_ok). query(doubled(_)). query(added(_)). query(summed(_)).
