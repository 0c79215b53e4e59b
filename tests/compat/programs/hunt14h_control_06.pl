% findall with compound templates and shared variables
0.5::score(ann, math, 8). 0.5::score(ann, art, 6). 0.7::score(bob, math, 5).
pairs(L) :- findall(S-P, score(P, S, _), L).
of(P, L) :- member(P, [ann, bob]), findall(Sub/M, score(P, Sub, M), L).
query(pairs(_)). query(of(_, _)).
:- use_module(library(lists)).
