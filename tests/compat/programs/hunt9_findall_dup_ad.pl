% hunt9: findall dup ad (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
:- use_module(library(lists)).
0.3::c(r); 0.7::c(g).
0.4::c(r).
a(L) :- findall(X, c(X), L).
query(a(_)).
