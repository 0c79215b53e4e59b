% library(string): join, concat, str2lst and lst2str on several inputs
:- use_module(library(string)).
a(S) :- join('-', [a, b, c], S).
b(S) :- concat([x, 1, y], S).
c(L) :- str2lst(hello, L).
d(S) :- str2lst(S0, [h, i]), S = S0.
e(S) :- lst2str([a, b], S0), join(',', [S0, S0], S).
query(a(_)). query(b(_)). query(c(_)). query(e(_)).
