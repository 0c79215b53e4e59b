% hunt6 (ProbLog compatibility, 6th hunt): user select prob
:- use_module(library(lists)).
0.5::ok(a). 0.5::ok(b).
select(X, [X|T], T).
select(X, [H|T], [H|R]) :- select(X, T, R).
pick(X, R) :- select(X, [a, b, a], R), ok(X).
n(L) :- findall(X, pick(X, _), L).
query(pick(_, _)). query(n(_)).
