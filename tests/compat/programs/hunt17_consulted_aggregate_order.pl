% hunt17: library(aggregate)'s clauses come after the program's own clauses of the same predicate, wherever the use_module directive stands
sum([9], first).
:- use_module(library(aggregate)).
sum([9], second).
sum(_, third).
r(L) :- findall(X, sum([9], X), L).
query(r(_)).
