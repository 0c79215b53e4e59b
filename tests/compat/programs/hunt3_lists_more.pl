:- use_module(library(lists)).
a(X-R) :- select(X, [a,b,c], R).
b(R) :- selectchk(b, [a,b,c,b], R).
c(R) :- intersection([1,2,3,4], [4,2,6], R).
d(R) :- union([1,2], [2,3], R).
f(S) :- sum_list([1.5, 2.5], S).
g(X-R) :- nth0(1, [a,b,c], X, R).
h(X-R) :- nth1(2, [a,b,c], X, R).
i(L) :- exclude_one(a, [a,b,a], L).
exclude_one(X, L, R) :- select(X, L, R).
j :- is_set([a,b,c]).
k :- is_set([a,b,a]).
l(L) :- subset(L, [1,2]).
m(P) :- prefix(P, [1,2,3]).
n(N) :- proper_length([a,b,c], N).
o :- same_length([1,2], [a,b]).
p(X-Y) :- nextto(X, Y, [1,2,3]).
q(L) :- max_member([3,1,4,1,5], L).
query(a(_)). query(b(_)). query(c(_)). query(d(_)). query(f(_)). query(g(_)). query(h(_)).
query(i(_)). query(j). query(k). query(l([1])). query(m(_)). query(n(_)). query(o). query(p(_)). query(q(_)).
