% hunt14b: directives and use_module forms users write, with their output, checked with problog
:- use_module(library(assert)).
:- assertz((r(X) :- X > 1)).
q(X) :- member(X, [1, 2, 3]), r(X).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(q(_)).
