% hunt9: std order (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
:- use_module(library(lists)).
a(L) :- msort([b, 1, f(x), "s", 2.0, Z, a], L).
0.5::q(L) :- sort([c, 1, f(a), 2.0, b, g(a,b), 1.0], L).
query(q(_)).
