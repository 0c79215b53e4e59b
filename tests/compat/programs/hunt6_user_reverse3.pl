% a program's reverse/3 with another argument order, next to library(lists)' reverse/2
:- use_module(library(lists)).
reverse(Acc, [], Acc).
reverse(Acc, [H|T], R) :- reverse([H|Acc], T, R).
r(R) :- reverse([1, 2, 3], R).
s(R) :- reverse([], [1, 2, 3], R).
query(r(_)). query(s(_)).
