:- use_module(library(lists)).
a(L) :- append(X, Y, [1,2,3]), L = X-Y.
b(L) :- flatten([a,[b,[c,[]],d],[[e]]], L).
c(L) :- list_to_set([b,a,b,c,a], L).
d(S) :- sum_list([1, 2.5, -3], S).
e(M) :- max_list([3, 7.0, 7], M).
g(M) :- max_member([b, a(1), 3, "s"], M).
h(L) :- numlist(-2, 2, L).
i(L) :- reverse([[1,2],[3]], L).
j(X) :- nth0(1, [a,b,c], X).
k(X) :- nth1(1, [a,b,c], X).
l(X) :- last([1,2,3], X).
m(R) :- delete([a,b,a,c], a, R).
n(R) :- subtract([1,2,3,4], [2,4], R).
o(P) :- permutation([1,2,3], P).
query(a(_)). query(b(_)). query(c(_)). query(d(_)). query(e(_)). query(g(_)). query(h(_)).
query(i(_)). query(j(_)). query(k(_)). query(l(_)). query(m(_)). query(n(_)). query(o(_)).
