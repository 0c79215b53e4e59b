% hunt10: library(record) recorda/recordz/recorded/erase
:- use_module(library(record)).
0.3::p.
k(L) :- recordz(k1, a), recordz(k1, b), recorda(k1, z), findall(X, recorded(k1, X), L).
q(L) :- p, k(L).
query(q(_)).
