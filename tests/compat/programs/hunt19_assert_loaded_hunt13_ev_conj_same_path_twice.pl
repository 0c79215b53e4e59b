% hunt19: with library(assert) loaded but out of the evidence's reach, the evidence is grounded after the queries as elsewhere (grounded first, the answers made by the evidence's own grounding differ); a copy of hunt13_ev_conj_same_path_twice.pl
:- use_module(library(assert)).
0.1::e(2,2). 0.6::e(1,2).
p(X,Y) :- e(X,Y).
p(X,Y) :- p(X,Z), e(Z,Y).
r(X) :- p(X,Y), p(X,Y).
evidence(r(2), false).
query(e(_,_)).
query(p(_,_)).
