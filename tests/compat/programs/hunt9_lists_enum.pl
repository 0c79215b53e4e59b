% hunt9: lists enum (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
:- use_module(library(lists)).
0.5::p.
a(G, V) :- enum_groups([a,a,b], [1,2,3], G, V), p.
query(a(_,_)).
