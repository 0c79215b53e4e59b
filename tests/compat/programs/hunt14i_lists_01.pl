% library(lists) in its modes, ProbLog argument order for max_member/min_member
:- use_module(library(lists)).
r(1, X) :- findall(I-E, nth0(I, [a,b,c], E), X).
r(3, X) :- findall(E-R, select(E, [a,b,c], R), X).
r(4, X) :- findall(L-R, append(L, R, [1,2]), X).
r(6, X) :- findall(P, permutation([1,2,3], P), X).
r(7, X) :- flatten([1,[2,[3,[]]],[[4]]], X).
r(8, X) :- max_member([3, a, f(x), "s", 2.5], X).
r(9, X) :- min_member([3, a, f(x), "s", 2.5], X).
r(10, X) :- list_to_set([a, b, a, c, b, 1, 1.0], X).
r(11, X) :- findall(L, prefix(L, [1,2,3]), X).
r(12, X) :- delete([a, b, a, c], a, X).
r(13, X) :- subtract([1,2,3,4], [2,4], X).
r(14, X) :- intersection([1,2,3,4], [4,2,7], X).
r(15, X) :- union([1,2], [2,3], X).
exclude_ok(yes).
r(17, X) :- findall(A-B, nextto(A, B, [1,2,3]), X).
r(18, X) :- findall(E-R, nth0(1, [a,b,c], E, R), X).
r(22, X) :- max_list([1, 5.0, 3], X).
r(23, X) :- min_list([4, 2, 2.0], X).
r(24, X) :- last([1,2,3], X).
r(25, X) :- findall(Y, last([], Y), X).
r(28, X) :- findall(E-R, selectchk(E, [a,b,a], R), X).
r(29, X) :- findall(R, select(b, [a,b,c], x, R), X).
r(30, X) :- sum_list([], X).
r(31, X) :- findall(L, same_length([a,b], L), X).
r(33, X) :- reverse([1,[2,3],4], X).
r(35, X) :- memberchk(b-V, [a-1, b-2, b-3]), X = V.
query(r(_, _)).
