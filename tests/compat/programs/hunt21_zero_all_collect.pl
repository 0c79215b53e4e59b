% hunt21: all/3, all_or_none/3 and library(collect) over AD outcomes summing to 1: the impossible lists are 0
:- use_module(library(collect)).
1/3::toss(h); 1/3::toss(t); 1/3::toss(e).
a(L) :- all(X, toss(X), L).
an(L) :- all_or_none(X, toss(X), L).
cl(L) :- toss(X) => list(X, L).
query(a(_)).
query(an(_)).
query(cl(_)).
