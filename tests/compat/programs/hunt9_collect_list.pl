% hunt9: collect list (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
:- use_module(library(lists)).
:- use_module(library(collect)).
0.5::p(1, a). 0.4::p(2, b). 0.3::p(3, a).
l(L) :- p(X, _) => X / list(L).
g(G, L) :- p(X, G) => G / list(X, L).
query(l(_)). query(g(_, _)).
