% number of heads among four coins via findall and length
:- use_module(library(lists)).
0.5::heads(C) :- member(C, [c1, c2, c3, c4]).
count(N) :- findall(C, heads(C), L), length(L, N).
query(count(N)).
