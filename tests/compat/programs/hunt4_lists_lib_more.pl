:- use_module(library(lists)).
a(X) :- nth0(2, [a, b, c, d], X).
a(X) :- nth1(2, [a, b, c, d], X).
a(X) :- last([1, 2, 3], X).
a(X) :- sum_list([1, 2, 3.5], X).
a(X) :- max_list([3, 9, 2], X).
a(X) :- min_list([3, 9, 2], X).
a(X) :- list_to_set([a, b, a, c, b], X).
a(X) :- exclude_one(X).
a(X) :- sort([c, a, b, a], X).
a(X) :- subtract([1, 2, 3, 4], [2, 4], X).
a(X) :- intersection([1, 2, 3], [3, 1], X).
a(X) :- union([1, 2], [2, 3], X).
a(X) :- delete([a, b, a, c], a, X).
a(X) :- numlist(1, 5, X).
exclude_one(X) :- select(b, [a, b, c], X).
query(a(X)).
