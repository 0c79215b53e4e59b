% hunt9: neg cycle ev (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
:- use_module(library(lists)).
0.5::e(1,2). 0.5::e(2,1). 0.5::e(2,3).
path(X,Y) :- e(X,Y).
path(X,Y) :- e(X,Z), path(Z,Y).
iso(X) :- member(X, [1,2,3]), \+ path(X, _).
evidence(e(2,3)).
query(iso(_)).
