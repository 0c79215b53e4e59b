% library(cut) choice with evidence on a condition
:- use_module(library(cut)).
0.6::fast. 0.5::cheap.
opt(1, train) :- fast, cheap.
opt(2, plane) :- fast.
opt(3, bus).
choose(X) :- cut(opt(X)).
evidence(cheap, false).
query(choose(_)).
