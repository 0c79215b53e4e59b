% library(string): join/concat with numbers and strings, lst2str of mixed atoms
:- use_module(library(string)).
0.5::n(1). 0.5::n(22).
j(S) :- n(N), join('/', [a, N, "b"], S).
c(S) :- concat([1, 2.5, x], S).
l(S) :- lst2str([h, i, 1], S).
query(j(_)). query(c(_)). query(l(_)).
