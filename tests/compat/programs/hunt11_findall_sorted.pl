% findall then sort, msort, length on probabilistic members
:- use_module(library(lists)).
0.5::pick(c). 0.5::pick(a). 0.5::pick(b). 0.5::pick(a).
picked(S) :- findall(X, pick(X), L), sort(L, S).
count(N) :- findall(X, pick(X), L), length(L, N).
query(picked(_)).
query(count(_)).
