:- use_module(library(lists)).
a(L) :- sort([c, 1, b(x), "str", 2.0, a, 1, [x], f(a,b)], L).
b(L) :- sort([3-c, 1-a, 2-b, 1-a], L).
c(L) :- sort([f(b), f(a), g(a), f(a, a)], L).
d(L) :- sort([1, 1.0, 0.5, -1], L).
e(L) :- sort([[], a, 'A', "a"], L).
f(L) :- sort([[b], [a, c], [a], []], L).
query(a(_)). query(b(_)). query(c(_)). query(d(_)). query(e(_)). query(f(_)).
