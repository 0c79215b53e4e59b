% hunt14b: directives and use_module forms users write, with their output, checked with problog
:- use_module(library(lists)).
0.5::a.
reverse(X, X).
q(X) :- a, reverse([1, 2], X).
query(q(_)).
