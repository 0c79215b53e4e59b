% hunt19: the evidence's assertz/1 runs first (ProbLog grounds the evidence before the queries), so the query counts the asserted fact once more than it would alone
:- use_module(library(assert)).
0.5::rain.
tick :- assertz(mark(t)).
count(N) :- tick, findall(x, mark(_), L), length(L, N).
wet(N) :- rain, count(N).
evidence(count(1), true).
query(count(_)).
query(wet(_)).
query(rain).
