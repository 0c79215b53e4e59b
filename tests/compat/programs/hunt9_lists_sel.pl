% hunt9: lists sel (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
:- use_module(library(lists)).
a(X) :- select_uniform(1, [a,b,c], X, R).
b(X) :- select_weighted(2, [0.2,0.8], [x,y], X, R).
query(a(_)). query(b(_)).
