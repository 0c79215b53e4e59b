% include/exclude/partition/4 with a probabilistic test, maplist/5 and foldl/6
:- use_module(library(apply)).
0.7::good(a). 0.2::good(b).
inc(L) :- include(good, [a, b, c], L).
exc(L) :- exclude(good, [a, b], L).
par(I, E) :- partition(good, [a, b], I, E).
m5(L) :- maplist([X, Y, Z, W]>>(W is X + Y + Z), [1, 2], [3, 4], [5, 6], L).
sum3(X, Y, A0, A) :- A is A0 + X * Y.
f6(S) :- foldl(sum3, [1, 2, 3], [4, 5, 6], 0, S).
query(inc(_)). query(exc(_)). query(par(_, _)). query(f6(_)).
