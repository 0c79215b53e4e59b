:- use_module(library(lists)).
:- use_module(library(aggregate)).
p(3). p(1). p(2). p(1).
0.5::q(X) :- member(X, [x, y]).
a(L) :- all(X, q(X), L).
query(a(L)).
