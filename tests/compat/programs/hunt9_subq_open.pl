% hunt9: subq open (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
:- use_module(library(lists)).
0.3::p(1). 0.6::p(2).
a(X, P) :- subquery(p(X), P).
query(a(_, _)).
