% hunt14b: a program written as a user writes it (libraries, probabilistic facts), checked with problog
:- use_module(library(cut)).
% first applicable rule decides the class
0.3::big(x).
0.6::red(x).
r(1, X, large) :- big(X).
r(2, X, warm) :- red(X).
r(3, _, other).
class(X, C) :- cut(r(X, C)).
query(class(x, _)).
