% hunt6 (ProbLog compatibility, 6th hunt): user append and lists
:- use_module(library(lists)).
append([], L, L).
append([H|T], L, [H|R]) :- append(T, L, R).
splits(L) :- findall(A-B, append(A, B, [1, 2]), L).
query(splits(_)).
