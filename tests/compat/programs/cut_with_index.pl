% library(cut): cut/2 gives the index of the clause that was taken
:- use_module(library(cut)).
0.3::a. 0.5::b.
rule(10, first) :- a.
rule(20, second) :- b.
rule(30, default).
which(I, R) :- cut(rule(R), I).
query(which(_, _)).
