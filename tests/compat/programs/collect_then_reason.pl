% library(collect): reasoning on a collected list (member, length, comparison)
:- use_module(library(collect)).
:- use_module(library(lists)).
0.5::ok(s1). 0.2::ok(s2). 0.9::ok(s3).
working(L) :- ok(S) => list(S, L).
majority :- working(L), length(L, N), N >= 2.
s1_up :- working(L), member(s1, L).
query(majority). query(s1_up).
