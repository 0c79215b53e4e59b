% recursion over a list with a probabilistic choice per element
:- use_module(library(lists)).
0.6::ok(X) :- member(X, [1, 2, 3, 4]).
good([]).
good([X|T]) :- ok(X), good(T).
some_bad(L) :- \+ good(L).
count_ok([], 0).
count_ok([X|T], N) :- count_ok(T, N0), (ok(X), N is N0 + 1 ; \+ ok(X), N = N0).
query(good([1, 2, 3])). query(some_bad([1, 4])). query(count_ok([1, 2, 3], _)).
