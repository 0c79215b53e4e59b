% written for this corpus by a find-only hunt (session 21; e01_apply_prob)
:- use_module(library(apply)).
:- use_module(library(lists)).
0.6::ok(X) :- item(X).
item(1). item(2). item(3). item(4).
good_items(L) :- findall(X, item(X), All), include(ok, All, L).
bad_items(L) :- findall(X, item(X), All), exclude(ok, All, L).
double(X, Y) :- Y is 2 * X.
doubled(D) :- good_items(L), maplist(double, L, D).
add(X, A0, A) :- A is A0 + X.
total(T) :- good_items(L), foldl(add, L, 0, T).
all_ok :- findall(X, item(X), All), maplist(ok, All).
split(I, E) :- findall(X, item(X), All), partition([X]>>(X > 2), All, I, E).
query(good_items(_)).
query(bad_items([])).
query(doubled(_)).
query(total(_)).
query(all_ok).
