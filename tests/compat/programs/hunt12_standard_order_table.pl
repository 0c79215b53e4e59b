% hunt12: ProbLog 2.3's standard order: numbers of different value by their text, names with the quotes ProbLog keeps
t(1, L) :- sort([10, 9, 100, 2.5, -3, -20], L).
t(2, L) :- sort([1, 1.0, 10], L).
t(3, L) :- compare(L, 8.1e-09, 5).
t(4, L) :- compare(L, f(12), f(3)).
t(5, L) :- compare(L, 'bob', alice).
t(6, L) :- compare(L, [], 'it s').
t(7, L) :- compare(L, a:b, [a, b]).
t(8, L) :- compare(L, a-b, f(a, b)).
t(9, L) :- compare(L, (a, b), f(a, b)).
t(10, L) :- compare(L, - a, f(a)).
t(11, L) :- compare(L, -(a), f(a)).
t(12, L) :- compare(L, -(a, b), '+'(a, b)).
t(13, L) :- compare(L, a + b, a - b).
t(14, L) :- compare(L, -1, -2).
query(t(_, _)).
