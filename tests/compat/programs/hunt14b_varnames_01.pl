% hunt14b: unbound variables in answers, named as ProbLog names them (X<n>), checked with problog
:- use_module(library(lists)).
q(L) :- length(L, 3).
query(q(_)).
