:- use_module(library(string)).
w(X) :- concat(['a\nb', c], X).
j(X) :- join(', ', [x, y], X).
query(w(X)).
query(j(X)).
