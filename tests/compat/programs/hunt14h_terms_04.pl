% sort/2 and compare/3 over mixed terms (standard order)
items([b, 3, "s", f(x), 2.0, a, [1], g(a, b), 1, 'B', f(a), 3, b, -1, 1.0]).
sorted(S) :- items(L), sort(L, S).
cmp(O, X, Y) :- member(X-Y, [1-1.0, 1.0-1, a-"a", f(b)-g(a), f(a, b)-g(b), [a]-f(a), 2-a, Z-1, "abc"-"abd", 'Z'-a, -(1)-(-1)]), compare(O, X, Y).
less(X, Y) :- member(X-Y, [1-2, a-b, f(1)-f(2), 1.5-2, 2-1.5]), X @< Y.
query(sorted(_)).
query(cmp(_, _, _)).
query(less(_, _)).
:- use_module(library(lists)).
