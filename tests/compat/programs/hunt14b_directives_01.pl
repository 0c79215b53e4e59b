% hunt14b: directives and use_module forms users write, with their output, checked with problog
:- use_module(library(lists)).
:- use_module(library(lists)).
0.5::a.
q(N) :- a, length([x, y], N).
query(q(_)).
