:- use_module(library(scope)).
s1:a. s1:b. s2:a.
0.4::s1:c.
both :- s1:a, s2:a.
query(both).
query(s1:c).
