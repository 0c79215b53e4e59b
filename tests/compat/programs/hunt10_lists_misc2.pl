% hunt10: select, exclude, subtract, intersection, union, delete
:- use_module(library(lists)).
0.5::in(a). 0.5::in(b). in(c).
l(L) :- findall(X, in(X), L).
sel(R) :- l(L), select(c, L, R).
sub(R) :- l(L), subtract([a, b, c, d], L, R).
int(R) :- l(L), intersection(L, [b, c, d], R).
un(R) :- l(L), union(L, [d], R).
del(R) :- l(L), delete(L, a, R).
query(sel(_)). query(sub(_)). query(int(_)). query(un(_)). query(del(_)).
