% hunt9: assertz2 (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
:- use_module(library(assert)).
:- use_module(library(lists)).
0.3::p(1). 0.4::p(2).
a :- assertz(f(1)), assertz(f(2)), findall(X, f(X), L), length(L,N), N =:= 2, p(1).
b :- retract(f(1)), p(2).
query(a). query(b).
