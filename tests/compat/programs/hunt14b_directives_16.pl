% hunt14b: directives and use_module forms users write, with their output, checked with problog
:- use_module(library(lists), [member/2]).
0.5::a.
q(X) :- a, member(X, [1, 2]).
query(q(_)).
