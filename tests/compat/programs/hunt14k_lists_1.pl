% proper_length, same_length, nextto, last, numlist edges
:- use_module(library(lists)).
p1(N) :- proper_length([a, b, c], N).
s1(L) :- same_length([a, b], L).
n1(X, Y) :- nextto(X, Y, [1, 2, 3]).
l1 :- last([], _).
nl1(L) :- numlist(3, 3, L).
nl2 :- numlist(4, 3, _).
query(p1(_)). query(s1(_)). query(n1(_, _)). query(l1). query(nl1(_)). query(nl2).
