% hunt14b: directives and use_module forms users write, with their output, checked with problog
:- use_module(library(lists), [member/2]).
0.5::a.
reverse(X, X).
last(_, none).
q(X) :- a, reverse([1, 2], X).
r(Y) :- a, last([1, 2], Y).
s(Z) :- a, member(Z, [x]).
query(q(_)). query(r(_)). query(s(_)).
