% hunt10: setof and bagof with ^ and grouping
0.5::age(ann, 30). 0.5::age(bob, 25). age(cid, 30).
ages(S) :- findall(A, age(_, A), L), sort(L, S).
by_age(A, Ps) :- member(A, [25, 30]), all(P, age(P, A), Ps).
:- use_module(library(lists)).
query(ages(_)). query(by_age(_, _)).
