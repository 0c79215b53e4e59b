% hunt11: a generated program (findall/all over a graph, ADs, evidence), seed 0196: a findall literal looked up only where propagation fixed it
:- use_module(library(lists)).
0.3::item(a).
0.5::item(b).
0.5::col(X, red); 0.5::col(X, blue) :- item(X).
0.3::rel(a, b).
red(X) :- rel(X, Y), col(Y, red).
path(X, Y) :- rel(X, Y).
path(X, Y) :- rel(Y, X).
reds(L) :- findall(X, red(X), L).
reach(X, L) :- item(X), findall(Y, path(X, Y), L).
top :- findall(C, col(a, C), [red]).
cnt(C) :- col(X, C), \+ item(X).
evidence(path(a, b), true).
evidence(col(b, red), true).
query(red(a)).
query(path(_, _)).
query(reach(a, _)).
query(reds(_)).
