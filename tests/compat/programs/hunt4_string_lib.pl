:- use_module(library(string)).
w(X) :- concat([ab, cd, ef], X).
j(X) :- join('-', [a, b, c], X).
u(X) :- upper(hello, X).
query(w(X)).
query(j(X)).
