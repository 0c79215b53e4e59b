% hunt14b: unbound variables in answers, named as ProbLog names them (X<n>), checked with problog
:- use_module(library(apply)).
q(L) :- length(L, 2), maplist(=(z(_)), L).
query(q(_)).
