% findall/3 order and duplicates as in ProbLog: nested certain
:- use_module(library(lists)).
g(1, [a, b]). g(2, []).
r(R) :- findall(N-K, (g(N, L), findall(X, member(X, L), K)), R).
query(r(R)).
