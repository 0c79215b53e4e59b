% hunt12: compare/3 between terms written with operators and in functional notation
t(1, X) :- compare(X, a:b, [a, b]).
t(2, X) :- compare(X, a-b, f(a, b)).
t(3, X) :- compare(X, a:b, a-b).
t(4, X) :- compare(X, x = y, g(x, y)).
t(5, X) :- compare(X, - a, f(a)).
t(6, X) :- compare(X, (a, b), f(a, b)).
t(7, X) :- compare(X, (a ; b), f(a, b)).
t(8, X) :- compare(X, [], 'it s').
t(9, X) :- compare(X, '{}', -).
0.5::keep(1). 0.5::keep(3). 0.5::keep(5). 0.5::keep(7). 0.5::keep(9).
r(N, X) :- keep(N), t(N, X).
query(r(_, _)).
