% library(scope): a list of scopes is the union of their statements, in any order
:- use_module(library(lists)).
:- use_module(library(scope)).
0.3::s1:a. 0.6::s2:a.
0.5::s2:b. 0.2::s3:b.
q1 :- [s1, s2]:a.
q2 :- [s1, s2]:(a, b).
q3 :- [s3, s1]:(a, b).
query(q1). query(q2). query(q3).
