% library(string): concat, split, lower/upper, join
:- use_module(library(string)).
w(1, X) :- concat([a, b, c], X).
w(2, X) :- join('-', [x, y, z], X).
w(3, X) :- str2lst("hey", X).
w(4, X) :- lst2str([h, i], X).
0.5::out(N, X) :- w(N, X).
query(out(_, _)).
