% library(lists) predicates in less common modes
:- use_module(library(lists)).
ap(X, Y) :- append(X, Y, [1, 2, 3]).
nt(I, E) :- nth0(I, [x, y, z], E).
nt4(E, R) :- nth1(2, [p, q, r], E, R).
sel(X, R) :- select(X, [a, b, a], R).
sel3(L) :- select(b, [a, b, c], z, L).
lst(X) :- last([1, 2, 3], X).
perm(P) :- permutation([1, 2, 3], P).
dl(L) :- delete([a, b, a, c], a, L).
ex(L) :- exclude_test(L).
exclude_test(L) :- subtract([1, 2, 3, 4], [2, 4], L).
mx(M) :- max_member([3, b, "x", f(a)], M).
mn(M) :- min_member([3, b, "x", f(a), 2.5], M).
sl(S) :- sum_list([1, 2.5, 3], S).
nl3(L) :- numlist(3, 7, L).
lts(S) :- list_to_set([a, b, a, c, b], S).
flt(F) :- flatten([a, [b, [c, []], d], [[e]]], F).
query(ap(_, _)). query(nt(_, _)). query(nt4(_, _)).
query(sel(_, _)). query(sel3(_)). query(lst(_)). query(perm(_)). query(dl(_)).
query(ex(_)). query(mx(_)). query(mn(_)). query(sl(_)). query(nl3(_)). query(lts(_)). query(flt(_)).
