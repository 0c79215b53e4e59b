% hunt14b: directives and use_module forms users write, with their output, checked with problog
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(aggregate)).
0.5::v(1). 0.5::v(2).
s(sum<X>) :- v(X).
m(L) :- findall(X, v(X), L0), maplist(succ, L0, L).
query(s(_)). query(m(_)).
