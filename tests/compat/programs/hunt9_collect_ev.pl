% hunt9: collect ev (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
:- use_module(library(lists)).
:- use_module(library(collect)).
0.5::p(1, a). 0.4::p(2, b). 0.3::p(3, a).
g(G, L) :- p(X, G) => G / list(X, L).
evidence(p(1, a)).
query(g(a, _)).
