% hunt9: cut order (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
:- use_module(library(lists)).
:- use_module(library(cut)).
0.3::a. 0.6::b.
r(3, z).
r(1, x) :- a.
r(2, y) :- b.
q(V) :- cut(r(V)).
q2(V, I) :- cut(r(V), I).
query(q(_)). query(q2(_, _)).
