% hunt14b: directives and use_module forms users write, with their output, checked with problog
:- use_module(library(lists)).
:- use_module(library(aggregate)).
0.5::v(1). 0.5::v(2).
t(T) :- findall(X, v(X), L), sum_list(L, T).
query(t(_)).
