% hunt14b: unbound variables in answers, named as ProbLog names them (X<n>), checked with problog
:- use_module(library(lists)).
q(S) :- select(b, [a, b, C], S).
query(q(_)).
