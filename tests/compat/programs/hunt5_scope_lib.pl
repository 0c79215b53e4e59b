% library(scope): facts in named scopes
:- use_module(library(scope)).
s1:(0.4::a). s1:(b :- a).
s2:(0.7::a). s2:(b :- a).
query(s1:b). query(s2:b).
