:- use_module(library(scope)).
s1:a. s1:b :- s1:a.
s2:a :- fail.
s2:b :- s1:a.
query(s1:b). query(s2:b).
