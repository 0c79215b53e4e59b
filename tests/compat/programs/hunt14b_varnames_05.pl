% hunt14b: unbound variables in answers, named as ProbLog names them (X<n>), checked with problog
:- use_module(library(lists)).
q(M) :- member(M, [f(A), g(B, A), h(_)]).
query(q(_)).
