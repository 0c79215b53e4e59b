rel(X, r1) :- X = a.
rel(b, r1).
rel(a, r2).
rel(Y, r2) :- Y = c.
groups(G) :- findall(R-L, (member(R, [r1, r2]), findall(X, rel(X, R), L)), G).
:- use_module(library(lists)).
query(groups(_)).
