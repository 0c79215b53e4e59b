% library(scope): facts in two scopes, a goal proved in one or both
:- use_module(library(scope)).
0.4::s1:a.
0.5::s2:a.
s1:b.
in1 :- s1:a.
both :- s1:a, s2:a.
query(in1). query(both). query(s1:b).
