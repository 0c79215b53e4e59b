% hunt13b: library(record) and library(assert) used under probabilistic guards (each query grounds on the live database)
:- use_module(library(record)).
:- use_module(library(assert)).
0.5::p. 0.2::q.
:- assertz(base(1)), assertz(base(2)).
r(L) :- p, recordz(k, x), recordz(k, y), findall(V, recorded(k, V), L).
s(N) :- q, findall(B, base(B), L), length(L, N).
t(L) :- p, retract(base(1)), findall(B, base(B), L).
query(r(_)). query(s(_)). query(t(_)).
